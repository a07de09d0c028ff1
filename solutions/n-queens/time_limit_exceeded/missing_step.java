// Time Limit Exceeded on purpose: the column loop is a while loop whose step sits at the bottom of
// the body, and the `continue` for an attacked square jumps over it. The first attacked square
// (the second row of every board from n = 2 on) is then looked at forever.
class Solution {
    public List<List<String>> solveNQueens(int n) {
        List<List<String>> boards = new ArrayList<>();
        search(0, n, new int[n], boards);
        return boards;
    }

    private void search(int row, int n, int[] at, List<List<String>> boards) {
        if (row == n) {
            List<String> board = new ArrayList<>();
            for (int col : at) {
                board.add(".".repeat(col) + "Q" + ".".repeat(n - 1 - col));
            }
            boards.add(board);
            return;
        }
        int col = 0;
        while (col < n) {
            if (attacked(at, row, col)) {
                continue; // the bug: col is never advanced on this path
            }
            at[row] = col;
            search(row + 1, n, at, boards);
            col++;
        }
    }

    private boolean attacked(int[] at, int row, int col) {
        for (int r = 0; r < row; r++) {
            if (at[r] == col || Math.abs(at[r] - col) == row - r) {
                return true;
            }
        }
        return false;
    }
}
