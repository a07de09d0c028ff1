// N-Queens II (LeetCode 52) in Rust, RUNTIME ERROR: the arrays are sized for n <= 8.
//
// Idea: backtracking with boolean arrays for the columns and both diagonals.
// Bug: the arrays have a fixed size of 8 columns and 15 diagonals, so n = 9 indexes
// past their end: "index out of bounds: the len is 8 but the index is 8".
//
// Cost: O(n!) time; O(1) space.

impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        let n = n as usize;
        let mut cols = [false; 8];
        let mut sums = [false; 15];
        let mut diffs = [false; 15];
        Self::count(0, n, &mut cols, &mut sums, &mut diffs)
    }

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
            total += Self::count(row + 1, n, cols, sums, diffs);
            cols[col] = false;
            sums[s] = false;
            diffs[d] = false;
        }
        total
    }
}
