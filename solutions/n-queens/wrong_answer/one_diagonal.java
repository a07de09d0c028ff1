// Wrong Answer on purpose: only the columns and the row + col diagonals are checked, so queens
// that attack along the other diagonal (row - col) slip through and extra boards come back.
class Solution {
    public List<List<String>> solveNQueens(int n) {
        List<List<String>> boards = new ArrayList<>();
        fill(0, n, new int[n], new boolean[n], new boolean[2 * n], boards);
        return boards;
    }

    private void fill(int row, int n, int[] at, boolean[] column, boolean[] sum, List<List<String>> boards) {
        if (row == n) {
            List<String> board = new ArrayList<>();
            for (int col : at) {
                board.add(".".repeat(col) + "Q" + ".".repeat(n - col - 1));
            }
            boards.add(board);
            return;
        }
        for (int col = 0; col < n; col++) {
            if (!column[col] && !sum[row + col]) {
                column[col] = sum[row + col] = true;
                at[row] = col;
                fill(row + 1, n, at, column, sum, boards);
                column[col] = sum[row + col] = false;
            }
        }
    }
}
