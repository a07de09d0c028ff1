/*
 * N-Queens II (LeetCode 52) in C, accepted: counting on bitmasks, with mirror symmetry.
 *
 * Idea: the free squares of a row are ~(cols | left | right) within n bits. Reflecting a board
 * left to right maps column c to n-1-c, so the first queen only tries the left half of the top
 * row and each placement found there counts twice; for odd n the middle column is then
 * searched once more on its own (its mirror images start in the middle column too).
 *
 * Cost: about half of O(n!) at most; O(n) stack.
 */

static int count(unsigned full, unsigned cols, unsigned left, unsigned right) {
    if (cols == full) return 1;
    int total = 0;
    for (unsigned spots = full & ~(cols | left | right); spots; spots &= spots - 1) {
        unsigned bit = spots & -spots;
        total += count(full, cols | bit, ((left | bit) << 1) & full, (right | bit) >> 1);
    }
    return total;
}

int totalNQueens(int n) {
    unsigned full = (1u << n) - 1;
    int total = 0;
    for (int col = 0; col < n / 2; col++) {
        unsigned bit = 1u << col;
        total += 2 * count(full, bit, (bit << 1) & full, bit >> 1);
    }
    if (n % 2) {
        unsigned bit = 1u << (n / 2);
        total += count(full, bit, (bit << 1) & full, bit >> 1);
    }
    return total;
}
