// Mistake: the reveal goes on from a square next to a mine (it should show its digit and stop there), so squares the click cannot reach get uncovered.
impl Solution {
    pub fn update_board(mut board: Vec<Vec<char>>, click: Vec<i32>) -> Vec<Vec<char>> {
        let (r, c) = (click[0] as usize, click[1] as usize);
        if board[r][c] == 'M' {
            board[r][c] = 'X';
        } else {
            Self::reveal(&mut board, r as i32, c as i32);
        }
        board
    }

    fn reveal(board: &mut Vec<Vec<char>>, r: i32, c: i32) {
        let (m, n) = (board.len() as i32, board[0].len() as i32);
        if r < 0 || r >= m || c < 0 || c >= n || board[r as usize][c as usize] != 'E' {
            return;
        }
        let mut mines = 0;
        for dr in -1..=1 {
            for dc in -1..=1 {
                let (x, y) = (r + dr, c + dc);
                if 0 <= x && x < m && 0 <= y && y < n && board[x as usize][y as usize] == 'M' {
                    mines += 1;
                }
            }
        }
        board[r as usize][c as usize] = if mines > 0 { (b'0' + mines) as char } else { 'B' };
        for dr in -1..=1 {
            for dc in -1..=1 {
                Self::reveal(board, r + dr, c + dc);
            }
        }
    }
}
