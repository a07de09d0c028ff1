// Mistake: a digit is checked against its row and column only, never its 3x3 box, so the board filled in can repeat a digit inside a box.
impl Solution {
    pub fn solve_sudoku(board: &mut Vec<Vec<char>>) {
        Self::fill(board, 0);
    }

    fn fill(board: &mut Vec<Vec<char>>, cell: usize) -> bool {
        if cell == 81 {
            return true;
        }
        let (r, c) = (cell / 9, cell % 9);
        if board[r][c] != '.' {
            return Self::fill(board, cell + 1);
        }
        for digit in '1'..='9' {
            if (0..9).any(|k| board[r][k] == digit || board[k][c] == digit) {
                continue;
            }
            board[r][c] = digit;
            if Self::fill(board, cell + 1) {
                return true;
            }
        }
        board[r][c] = '.';
        false
    }
}
