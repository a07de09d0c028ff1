// N-Queens (LeetCode 51) in Rust, ACCEPTED: backtracking with hash sets of attacked lines.
//
// Idea: the queens placed so far are a stack of columns; three HashSets hold the
// columns and the two diagonal numbers (row+col, row-col) already taken. A full
// stack becomes a board of row strings. As in LeetCode's editor, `struct Solution;`
// is not written: LeetCode declares it.
//
// Cost: O(n!) time at most with hashing per step, O(n) space besides the output.

use std::collections::HashSet;

impl Solution {
    pub fn solve_n_queens(n: i32) -> Vec<Vec<String>> {
        let mut boards = Vec::new();
        let mut queens = Vec::new();
        let mut taken = (HashSet::new(), HashSet::new(), HashSet::new());
        Self::place(n, &mut queens, &mut taken, &mut boards);
        boards
    }

    fn place(
        n: i32,
        queens: &mut Vec<i32>,
        taken: &mut (HashSet<i32>, HashSet<i32>, HashSet<i32>),
        boards: &mut Vec<Vec<String>>,
    ) {
        let row = queens.len() as i32;
        if row == n {
            let board = queens
                .iter()
                .map(|&col| {
                    format!(
                        "{}Q{}",
                        ".".repeat(col as usize),
                        ".".repeat((n - col - 1) as usize)
                    )
                })
                .collect();
            boards.push(board);
            return;
        }
        for col in 0..n {
            if taken.0.contains(&col)
                || taken.1.contains(&(row + col))
                || taken.2.contains(&(row - col))
            {
                continue;
            }
            taken.0.insert(col);
            taken.1.insert(row + col);
            taken.2.insert(row - col);
            queens.push(col);
            Self::place(n, queens, taken, boards);
            queens.pop();
            taken.0.remove(&col);
            taken.1.remove(&(row + col));
            taken.2.remove(&(row - col));
        }
    }
}
