// N-Queens II (LeetCode 52) in Rust, WRONG ANSWER: the count is a static that is never reset.
//
// Idea: backtracking row by row with boolean arrays, adding 1 to a counter at each
// full board. Bug: the judge (like LeetCode) runs every case in one process and
// only calls the function again, so a static keeps its value between cases: the
// first case is right; from the second on the answer includes the earlier totals.
//
// Cost: O(n!) time; O(n) space.

use std::sync::atomic::{AtomicI32, Ordering};

static SOLUTIONS: AtomicI32 = AtomicI32::new(0); // shared by every call, and never reset

impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        let n = n as usize;
        Self::place(
            0,
            n,
            &mut vec![false; n],
            &mut vec![false; 2 * n - 1],
            &mut vec![false; 2 * n - 1],
        );
        SOLUTIONS.load(Ordering::Relaxed)
    }

    fn place(
        row: usize,
        n: usize,
        cols: &mut Vec<bool>,
        sums: &mut Vec<bool>,
        diffs: &mut Vec<bool>,
    ) {
        if row == n {
            SOLUTIONS.fetch_add(1, Ordering::Relaxed);
            return;
        }
        for col in 0..n {
            let (s, d) = (row + col, row + n - 1 - col);
            if cols[col] || sums[s] || diffs[d] {
                continue;
            }
            cols[col] = true;
            sums[s] = true;
            diffs[d] = true;
            Self::place(row + 1, n, cols, sums, diffs);
            cols[col] = false;
            sums[s] = false;
            diffs[d] = false;
        }
    }
}
