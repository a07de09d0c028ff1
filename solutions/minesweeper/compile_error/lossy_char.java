// Mistake: '0' + mines is an int in Java; storing it in a char[][] needs a cast: (char) ('0' + mines).
class Solution {
    public char[][] updateBoard(char[][] board, int[] click) {
        int row = click[0];
        int column = click[1];
        if (board[row][column] == 'M') {
            board[row][column] = 'X';
        } else {
            reveal(board, row, column);
        }
        return board;
    }

    private void reveal(char[][] board, int row, int column) {
        if (row < 0 || row >= board.length || column < 0 || column >= board[0].length || board[row][column] != 'E') {
            return;
        }
        int mines = 0;
        for (int r = row - 1; r <= row + 1; r++) {
            for (int c = column - 1; c <= column + 1; c++) {
                if (r >= 0 && r < board.length && c >= 0 && c < board[0].length && board[r][c] == 'M') {
                    mines++;
                }
            }
        }
        if (mines > 0) {
            board[row][column] = '0' + mines;
            return;
        }
        board[row][column] = 'B';
        for (int r = row - 1; r <= row + 1; r++) {
            for (int c = column - 1; c <= column + 1; c++) {
                reveal(board, r, c);
            }
        }
    }
}
