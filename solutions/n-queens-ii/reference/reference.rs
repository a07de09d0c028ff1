// Reference solution for LeetCode 52, "N-Queens II", in Rust: count the placements.
//
// Idea: backtracking one row at a time on bitmasks -- `free` holds the columns still
// empty, `left` and `right` the squares of the current row attacked along the two
// diagonal directions. Mirror symmetry halves the work: the first queen only tries
// the left half of the top row and each placement found counts twice; for odd n
// the middle column is searched once more, counted once.
//
// Cost: exponential time (about half the nodes of the plain bitmask search),
// O(n) recursion depth.

impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        let full = (1u32 << n) - 1;
        let mut total = 0;
        for col in 0..n / 2 {
            let bit = 1u32 << col;
            total += 2 * Self::count(full ^ bit, bit << 1, bit >> 1);
        }
        if n % 2 == 1 {
            let bit = 1u32 << (n / 2);
            total += Self::count(full ^ bit, bit << 1, bit >> 1);
        }
        total
    }

    fn count(free: u32, left: u32, right: u32) -> i32 {
        if free == 0 {
            return 1;
        }
        let mut total = 0;
        let mut open = free & !(left | right);
        while open != 0 {
            let bit = open & open.wrapping_neg();
            open ^= bit;
            total += Self::count(free ^ bit, (left | bit) << 1, (right | bit) >> 1);
        }
        total
    }
}
