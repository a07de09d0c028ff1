// N-Queens (LeetCode 51) in Rust, COMPILE ERROR: a helper that does not exist is called.
//
// Idea: backtracking on a vector of columns. Bug: the board is drawn by `draw`, which
// is never written: "cannot find function `draw` in this scope".

impl Solution {
    pub fn solve_n_queens(n: i32) -> Vec<Vec<String>> {
        let mut boards = Vec::new();
        let mut queens: Vec<i32> = Vec::new();
        Self::place(n, &mut queens, &mut boards);
        boards
    }

    fn place(n: i32, queens: &mut Vec<i32>, boards: &mut Vec<Vec<String>>) {
        let row = queens.len() as i32;
        if row == n {
            boards.push(draw(queens, n));
            return;
        }
        for col in 0..n {
            let safe = queens
                .iter()
                .enumerate()
                .all(|(r, &c)| c != col && (row - r as i32).abs() != (col - c).abs());
            if safe {
                queens.push(col);
                Self::place(n, queens, boards);
                queens.pop();
            }
        }
    }
}
