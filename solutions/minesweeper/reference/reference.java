class Solution {
    private static final int[][] NEIGHBOURS = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};

    public char[][] updateBoard(char[][] board, int[] click) {
        int m = board.length;
        int n = board[0].length;
        if (board[click[0]][click[1]] == 'M') {
            board[click[0]][click[1]] = 'X';
            return board;
        }
        // Breadth first from the click: a cell is queued once, when first seen unrevealed.
        boolean[][] queued = new boolean[m][n];
        Deque<int[]> queue = new ArrayDeque<>();
        queue.add(click);
        queued[click[0]][click[1]] = true;
        while (!queue.isEmpty()) {
            int[] cell = queue.poll();
            int row = cell[0];
            int column = cell[1];
            int mines = 0;
            for (int[] d : NEIGHBOURS) {
                int r = row + d[0];
                int c = column + d[1];
                if (r >= 0 && r < m && c >= 0 && c < n && board[r][c] == 'M') {
                    mines++;
                }
            }
            if (mines > 0) {
                board[row][column] = (char) ('0' + mines);
                continue;
            }
            board[row][column] = 'B';
            for (int[] d : NEIGHBOURS) {
                int r = row + d[0];
                int c = column + d[1];
                if (r >= 0 && r < m && c >= 0 && c < n && board[r][c] == 'E' && !queued[r][c]) {
                    queued[r][c] = true;
                    queue.add(new int[] {r, c});
                }
            }
        }
        return board;
    }
}
