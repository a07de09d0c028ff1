// Mistake: the search does not stop at the solution: every cell is set back to '.' on the way out, so the board is left unsolved.
class Solution {
    public void solveSudoku(char[][] board) {
        backtrack(board, 0);
    }

    private void backtrack(char[][] board, int cell) {
        if (cell == 81) {
            return;
        }
        int row = cell / 9;
        int column = cell % 9;
        if (board[row][column] != '.') {
            backtrack(board, cell + 1);
            return;
        }
        for (char digit = '1'; digit <= '9'; digit++) {
            if (allowed(board, row, column, digit)) {
                board[row][column] = digit;
                backtrack(board, cell + 1);
                board[row][column] = '.';
            }
        }
    }

    private boolean allowed(char[][] board, int row, int column, char digit) {
        for (int k = 0; k < 9; k++) {
            int boxRow = row / 3 * 3 + k / 3;
            int boxColumn = column / 3 * 3 + k % 3;
            if (board[row][k] == digit || board[k][column] == digit || board[boxRow][boxColumn] == digit) {
                return false;
            }
        }
        return true;
    }
}
