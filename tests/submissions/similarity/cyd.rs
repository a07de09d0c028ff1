// N-Queens (LeetCode 51) in Rust, ACCEPTED: backtracking with boolean arrays.
//
// Idea: place one queen per row; a column and the two diagonals through a square
// (row+col and row-col+n-1 are constant along them) are marked taken in three
// boolean vectors while the rows below are searched, and freed afterwards. The
// board is kept as byte rows and copied into strings at each full placement.
//
// Cost: O(n!) time at most, O(n^2) space besides the output.

struct Search {
    n: usize,
    board: Vec<Vec<u8>>,
    cols: Vec<bool>,
    sums: Vec<bool>,
    diffs: Vec<bool>,
    boards: Vec<Vec<String>>,
}

impl Search {
    fn place(&mut self, row: usize) {
        if row == self.n {
            let found = self
                .board
                .iter()
                .map(|line| String::from_utf8(line.clone()).unwrap())
                .collect();
            self.boards.push(found);
            return;
        }
        for col in 0..self.n {
            let (s, d) = (row + col, row + self.n - 1 - col);
            if self.cols[col] || self.sums[s] || self.diffs[d] {
                continue;
            }
            self.cols[col] = true;
            self.sums[s] = true;
            self.diffs[d] = true;
            self.board[row][col] = b'Q';
            self.place(row + 1);
            self.board[row][col] = b'.';
            self.cols[col] = false;
            self.sums[s] = false;
            self.diffs[d] = false;
        }
    }
}

impl Solution {
    pub fn solve_n_queens(n: i32) -> Vec<Vec<String>> {
        let n = n as usize;
        let mut search = Search {
            n,
            board: vec![vec![b'.'; n]; n],
            cols: vec![false; n],
            sums: vec![false; 2 * n - 1],
            diffs: vec![false; 2 * n - 1],
            boards: Vec::new(),
        };
        search.place(0);
        search.boards
    }
}
