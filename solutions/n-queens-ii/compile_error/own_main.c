/*
 * N-Queens II (LeetCode 52) in C, COMPILE ERROR: the file has a main() of its own.
 *
 * Idea: count placements row by row with bitmasks of the taken columns and diagonals.
 * Bug: the main() used to try the function by hand is still in the file. LeetCode
 * compiles the file with its own main(), so gcc reports "conflicting types for
 * 'main'"; keep such a main in another file.
 *
 * Cost: would be O(n!) time (pruned); O(n) space.
 */
#include <stdio.h>

static int count(int full, int cols, int left, int right) {
    if (cols == full) {
        return 1;
    }
    int total = 0;
    for (int free = full & ~(cols | left | right); free; free &= free - 1) {
        int bit = free & -free;
        total += count(full, cols | bit, ((left | bit) << 1) & full, (right | bit) >> 1);
    }
    return total;
}

int totalNQueens(int n) {
    return count((1 << n) - 1, 0, 0, 0);
}

int main(void) {
    printf("%d\n", totalNQueens(8));
    return 0;
}
