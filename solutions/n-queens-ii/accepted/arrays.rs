// N-Queens II (LeetCode 52) in Rust, ACCEPTED: backtracking with boolean arrays.
//
// Idea: place one queen per row, marking its column and its two diagonals
// (row+col and row-col+n-1) in boolean arrays while the rows below are counted;
// a nested function does the search.
//
// Cost: O(n!) time at most, O(n) space.

impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        fn count(
            row: usize,
            n: usize,
            cols: &mut [bool],
            sums: &mut [bool],
            diffs: &mut [bool],
        ) -> i32 {
            if row == n {
                return 1;
            }
            let mut total = 0;
            for col in 0..n {
                let (s, d) = (row + col, row + n - 1 - col);
                if cols[col] || sums[s] || diffs[d] {
                    continue;
                }
                cols[col] = true;
                sums[s] = true;
                diffs[d] = true;
                total += count(row + 1, n, cols, sums, diffs);
                cols[col] = false;
                sums[s] = false;
                diffs[d] = false;
            }
            total
        }
        let n = n as usize;
        count(
            0,
            n,
            &mut vec![false; n],
            &mut vec![false; 2 * n - 1],
            &mut vec![false; 2 * n - 1],
        )
    }
}
