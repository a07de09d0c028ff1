class Solution {
    public char[][] markCell(char[][] board, int[] click) {
        board[click[0]][click[1]] = 'X';
        return board;
    }
}
