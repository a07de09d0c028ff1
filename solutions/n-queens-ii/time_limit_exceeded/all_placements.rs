// N-Queens II (LeetCode 52) in Rust, TIME LIMIT EXCEEDED: all n^n placements are checked.
//
// Idea: one queen per row, every row's column chosen in every possible way (an
// n-digit counter in base n), and each full placement checked pair by pair without
// stopping at the first conflict. Correct, but 9^9 = 387,420,489 placements of 36
// pairs each for n = 9 is far beyond the time limit. (The conflicts are summed, not
// just tested, so the optimiser cannot cut the pair loops short.)
//
// Cost: O(n^n * n^2) time; O(n) space.

impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        let n = n as usize;
        let mut cols = vec![0i64; n];
        let mut count = 0;
        loop {
            let mut conflicts = 0;
            for a in 0..n {
                for b in a + 1..n {
                    let d = cols[a] - cols[b];
                    let rows = (b - a) as i64;
                    conflicts += (d == 0) as i32 + (d == rows) as i32 + (d == -rows) as i32;
                }
            }
            if conflicts == 0 {
                count += 1;
            }
            let mut row = n;
            while row > 0 && cols[row - 1] == n as i64 - 1 {
                cols[row - 1] = 0;
                row -= 1;
            }
            if row == 0 {
                return count;
            }
            cols[row - 1] += 1;
        }
    }
}
