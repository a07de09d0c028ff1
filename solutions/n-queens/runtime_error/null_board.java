// Runtime Error on purpose: the list of boards is declared but never created, so the first board
// found is added to null: NullPointerException.
class Solution {
    private List<List<String>> boards;

    public List<List<String>> solveNQueens(int n) {
        solve(0, n, new int[n]);
        return boards;
    }

    private void solve(int row, int n, int[] at) {
        if (row == n) {
            List<String> board = new ArrayList<>();
            for (int col : at) {
                board.add(".".repeat(col) + "Q" + ".".repeat(n - 1 - col));
            }
            boards.add(board);
            return;
        }
        for (int col = 0; col < n; col++) {
            boolean free = true;
            for (int r = 0; r < row; r++) {
                free &= at[r] != col && Math.abs(at[r] - col) != row - r;
            }
            if (free) {
                at[row] = col;
                solve(row + 1, n, at);
            }
        }
    }
}
