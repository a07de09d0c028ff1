// N-Queens II (LeetCode 52) in Rust, ACCEPTED: backtracking on bitmasks, iterative.
//
// Idea: the search keeps, per row, the columns still open (not attacked by a queen
// above along a column or a diagonal) on an explicit stack instead of recursing.
// The lowest open bit is taken each time (x & -x), and the row's open set shrinks.
//
// Cost: exponential time (far below n!), O(n) space.

impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        let n = n as usize;
        let full: u32 = (1 << n) - 1;
        let (mut cols, mut left, mut right, mut open) = (
            vec![0u32; n + 1],
            vec![0u32; n + 1],
            vec![0u32; n + 1],
            vec![0u32; n + 1],
        );
        open[0] = full;
        let mut count = 0;
        let mut row: isize = 0;
        while row >= 0 {
            let r = row as usize;
            if open[r] == 0 {
                row -= 1;
                continue;
            }
            let bit = open[r] & open[r].wrapping_neg();
            open[r] ^= bit;
            if r == n - 1 {
                count += 1;
                continue;
            }
            cols[r + 1] = cols[r] | bit;
            left[r + 1] = ((left[r] | bit) << 1) & full;
            right[r + 1] = (right[r] | bit) >> 1;
            open[r + 1] = full & !(cols[r + 1] | left[r + 1] | right[r + 1]);
            row += 1;
        }
        count
    }
}
