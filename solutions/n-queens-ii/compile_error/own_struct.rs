// N-Queens II (LeetCode 52) in Rust, COMPILE ERROR: the file declares `struct Solution;`.
//
// Idea: count placements row by row with bitmasks of the taken columns and diagonals.
// Bug: the struct is written out, as a standalone file needs it; LeetCode declares
// `struct Solution;` itself, so rustc reports error E0428 ("the name `Solution` is
// defined multiple times"). Leave the declaration out.
//
// Cost: would be O(n!) time (pruned); O(n) space.

pub struct Solution;

impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        fn count(full: u32, cols: u32, left: u32, right: u32) -> i32 {
            if cols == full {
                return 1;
            }
            let mut free = full & !(cols | left | right);
            let mut total = 0;
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free &= free - 1;
                total += count(full, cols | bit, ((left | bit) << 1) & full, (right | bit) >> 1);
            }
            total
        }
        count((1u32 << n) - 1, 0, 0, 0)
    }
}
