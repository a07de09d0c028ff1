// Compile Error on purpose: the board is drawn by a helper that was never written.
class Solution {
    public List<List<String>> solveNQueens(int n) {
        List<List<String>> boards = new ArrayList<>();
        search(0, n, new int[n], boards);
        return boards;
    }

    private void search(int row, int n, int[] at, List<List<String>> boards) {
        if (row == n) {
            boards.add(drawBoard(at, n));
            return;
        }
        for (int col = 0; col < n; col++) {
            boolean free = true;
            for (int r = 0; r < row && free; r++) {
                free = at[r] != col && Math.abs(at[r] - col) != row - r;
            }
            if (free) {
                at[row] = col;
                search(row + 1, n, at, boards);
            }
        }
    }
}
