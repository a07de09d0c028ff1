// Minesweeper: a clicked mine becomes 'X'; otherwise a breadth-first search from the click, where
// a cell next to k mines shows the digit k and stops, and a cell next to none becomes 'B' and
// reveals its unrevealed neighbours.
use std::collections::VecDeque;

impl Solution {
    pub fn update_board(mut board: Vec<Vec<char>>, click: Vec<i32>) -> Vec<Vec<char>> {
        let (row, column) = (click[0] as usize, click[1] as usize);
        if board[row][column] == 'M' {
            board[row][column] = 'X';
            return board;
        }
        let (m, n) = (board.len() as i32, board[0].len() as i32);
        let neighbours = move |r: usize, c: usize| {
            (-1..=1)
                .flat_map(move |dr| (-1..=1).map(move |dc| (r as i32 + dr, c as i32 + dc)))
                .filter(move |&(x, y)| (x, y) != (r as i32, c as i32) && 0 <= x && x < m && 0 <= y && y < n)
                .map(|(x, y)| (x as usize, y as usize))
        };
        let mut queue = VecDeque::new();
        // A cell is marked 'B' when queued, so that it is queued once; it may become a digit later.
        board[row][column] = 'B';
        queue.push_back((row, column));
        while let Some((r, c)) = queue.pop_front() {
            let mines = neighbours(r, c).filter(|&(x, y)| board[x][y] == 'M').count();
            if mines > 0 {
                board[r][c] = (b'0' + mines as u8) as char;
                continue;
            }
            for (x, y) in neighbours(r, c) {
                if board[x][y] == 'E' {
                    board[x][y] = 'B';
                    queue.push_back((x, y));
                }
            }
        }
        board
    }
}
