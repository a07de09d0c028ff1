/*
 * N-Queens II (LeetCode 52) in C++, MEMORY LIMIT EXCEEDED: a memo table over every mask triple.
 *
 * Idea: the bitmask search, memoised: the number of ways to finish depends only on the three
 * masks (columns taken, squares attacked along each diagonal), so remember it per state.
 * Bug: the memo is a dense vector indexed by the three n-bit masks side by side, 2^(3n) ints,
 * although only a few thousand states are ever reached. n = 8 needs 64 MB; n = 9 needs 512 MB,
 * twice the 256 MB limit (a hash map of the states reached would need a few hundred KB).
 *
 * Cost: O(8^n) memory and the time to fill it.
 */

class Solution {
public:
    int totalNQueens(int n) {
        this->n = n;
        full = (1u << n) - 1;
        memo.assign(size_t(1) << (3 * n), -1);
        return count(0, 0, 0);
    }

private:
    int n = 0;
    unsigned full = 0;
    vector<int> memo;

    int count(unsigned cols, unsigned left, unsigned right) {
        if (cols == full) return 1;
        size_t state = (size_t(cols) << (2 * n)) | (size_t(left) << n) | right;
        if (memo[state] >= 0) return memo[state];
        int total = 0;
        for (unsigned spots = full & ~(cols | left | right); spots; spots &= spots - 1) {
            unsigned bit = spots & -spots;
            total += count(cols | bit, ((left | bit) << 1) & full, (right | bit) >> 1);
        }
        return memo[state] = total;
    }
};
