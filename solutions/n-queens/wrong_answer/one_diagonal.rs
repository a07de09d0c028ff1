// N-Queens (LeetCode 51) in Rust, WRONG ANSWER: only one diagonal direction is checked.
//
// Idea: backtracking row by row, marking columns and the "/" diagonals (row+col).
// Bug: the "\" diagonals (row-col) are never checked, so boards with two queens on
// such a diagonal are returned too.
//
// Cost: O(n!) time; O(n) space besides the output.

impl Solution {
    pub fn solve_n_queens(n: i32) -> Vec<Vec<String>> {
        let n = n as usize;
        let mut boards = Vec::new();
        let mut queens = vec![0; n];
        Self::place(
            0,
            n,
            &mut queens,
            &mut vec![false; n],
            &mut vec![false; 2 * n],
            &mut boards,
        );
        boards
    }

    fn place(
        row: usize,
        n: usize,
        queens: &mut Vec<usize>,
        cols: &mut Vec<bool>,
        sums: &mut Vec<bool>,
        boards: &mut Vec<Vec<String>>,
    ) {
        if row == n {
            boards.push(
                queens
                    .iter()
                    .map(|&c| (0..n).map(|i| if i == c { 'Q' } else { '.' }).collect())
                    .collect(),
            );
            return;
        }
        for col in 0..n {
            if cols[col] || sums[row + col] {
                continue;
            }
            cols[col] = true;
            sums[row + col] = true;
            queens[row] = col;
            Self::place(row + 1, n, queens, cols, sums, boards);
            cols[col] = false;
            sums[row + col] = false;
        }
    }
}
