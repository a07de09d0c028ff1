/*
 * Reference solution for LeetCode 51, "N-Queens": list every placement.
 *
 * Idea: backtracking one row at a time on bitmasks. `free` holds the columns still open, `left`
 * and `right` the squares of the current row attacked along the two diagonal directions; the
 * lowest open bit is taken each time (x & -x). Boards are only built at the leaves, from row
 * strings prepared once per column.
 *
 * Mirror symmetry halves the search: reflecting a board left-to-right maps column c to n-1-c, so
 * the first queen only tries the left half of the top row and each board found there also yields
 * its mirror image (every row reversed). For odd n the middle column is searched too, without
 * mirroring: its mirror images start in the middle column as well and are found directly.
 *
 * Cost: exponential time, about half the nodes of the plain bitmask search plus O(n) per board
 * returned; O(n) memory besides the output.
 */
class Solution {
    private int n;
    private int[] queens; // queens[row] = the column of that row's queen
    private String[] rows; // rows[c] = a row with its queen in column c
    private List<List<String>> boards;
    private boolean mirrored;

    public List<List<String>> solveNQueens(int n) {
        this.n = n;
        this.queens = new int[n];
        this.rows = new String[n];
        this.boards = new ArrayList<>();
        char[] row = new char[n];
        for (int c = 0; c < n; c++) {
            Arrays.fill(row, '.');
            row[c] = 'Q';
            rows[c] = new String(row);
        }
        int full = (1 << n) - 1;
        for (int c = 0; c < (n + 1) / 2; c++) {
            mirrored = 2 * c != n - 1; // the middle column of an odd board is not mirrored
            int bit = 1 << c;
            queens[0] = c;
            place(1, full ^ bit, bit << 1, bit >> 1);
        }
        return boards;
    }

    private void place(int row, int free, int left, int right) {
        if (row == n) {
            List<String> board = new ArrayList<>(n);
            for (int q : queens) {
                board.add(rows[q]);
            }
            boards.add(board);
            if (mirrored) {
                List<String> mirror = new ArrayList<>(n);
                for (int q : queens) {
                    mirror.add(rows[n - 1 - q]);
                }
                boards.add(mirror);
            }
            return;
        }
        int open = free & ~(left | right);
        while (open != 0) {
            int bit = open & -open;
            open ^= bit;
            queens[row] = Integer.numberOfTrailingZeros(bit);
            place(row + 1, free ^ bit, (left | bit) << 1, (right | bit) >> 1);
        }
    }
}
