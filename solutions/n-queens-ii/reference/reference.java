/*
 * Reference solution for LeetCode 52, "N-Queens II": count the placements.
 *
 * Idea: backtracking one row at a time on bitmasks. `free` holds the columns still open, `left`
 * and `right` the squares of the current row attacked along the two diagonals; each open square
 * is taken as its lowest bit (x & -x) and the diagonals shift by one column per row.
 *
 * Mirror symmetry halves the work: a placement whose first queen is in column c mirrors to one
 * whose first queen is in column n-1-c. So only the left half of the first row is searched and
 * counted twice; for odd n the middle column is searched once more and counted once.
 *
 * Cost: exponential time (about half the nodes of the plain search), O(n) stack.
 */
class Solution {
    private int full;

    public int totalNQueens(int n) {
        full = (1 << n) - 1;
        int total = 0;
        for (int c = 0; c < n / 2; c++) {
            int bit = 1 << c;
            total += 2 * count(full ^ bit, bit << 1, bit >> 1);
        }
        if (n % 2 == 1) {
            int bit = 1 << (n / 2);
            total += count(full ^ bit, bit << 1, bit >> 1);
        }
        return total;
    }

    private int count(int free, int left, int right) {
        if (free == 0) {
            return 1;
        }
        int open = free & ~(left | right) & full;
        int total = 0;
        while (open != 0) {
            int bit = open & -open;
            open ^= bit;
            total += count(free ^ bit, (left | bit) << 1, (right | bit) >> 1);
        }
        return total;
    }
}
