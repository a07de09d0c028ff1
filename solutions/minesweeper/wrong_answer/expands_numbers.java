// Mistake: the flood goes on from a cell that shows a number, so cells behind the numbers are revealed too.
class Solution {
    public char[][] updateBoard(char[][] board, int[] click) {
        if (board[click[0]][click[1]] == 'M') {
            board[click[0]][click[1]] = 'X';
            return board;
        }
        reveal(board, click[0], click[1]);
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
        board[row][column] = mines > 0 ? (char) ('0' + mines) : 'B';
        for (int r = row - 1; r <= row + 1; r++) {
            for (int c = column - 1; c <= column + 1; c++) {
                reveal(board, r, c);
            }
        }
    }
}
