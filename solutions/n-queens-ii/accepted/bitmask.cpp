/*
 * N-Queens II (LeetCode 52) in C++, accepted: counting on bitmasks.
 *
 * Idea: the free squares of a row are ~(cols | left | right) within n bits; each one is tried
 * in turn (lowest bit first), the diagonal masks shifting by one square per row. A row with
 * every column taken is a complete placement.
 *
 * Cost: O(n!) time at most, O(1) per step; O(n) stack.
 */

class Solution {
public:
    int totalNQueens(int n) { return count((1u << n) - 1, 0, 0, 0); }

private:
    static int count(unsigned full, unsigned cols, unsigned left, unsigned right) {
        if (cols == full) return 1;
        int total = 0;
        for (unsigned spots = full & ~(cols | left | right); spots; spots &= spots - 1) {
            unsigned bit = spots & -spots;
            total += count(full, cols | bit, ((left | bit) << 1) & full, (right | bit) >> 1);
        }
        return total;
    }
};
