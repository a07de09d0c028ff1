class Solution {
    // Bit d of rows[i], columns[j], boxes[b] is set when digit d + 1 is already used there.
    private final int[] rows = new int[9];
    private final int[] columns = new int[9];
    private final int[] boxes = new int[9];
    private final List<int[]> blanks = new ArrayList<>();

    public void solveSudoku(char[][] board) {
        for (int i = 0; i < 9; i++) {
            for (int j = 0; j < 9; j++) {
                if (board[i][j] == '.') {
                    blanks.add(new int[] {i, j});
                } else {
                    flip(i, j, board[i][j] - '1');
                }
            }
        }
        solve(board, 0);
    }

    private boolean solve(char[][] board, int filled) {
        if (filled == blanks.size()) {
            return true;
        }
        // Fill next the blank with the fewest candidates: a forced cell first, a dead end found early.
        int best = filled;
        int bestCount = 10;
        for (int k = filled; k < blanks.size(); k++) {
            int count = Integer.bitCount(candidates(blanks.get(k)[0], blanks.get(k)[1]));
            if (count < bestCount) {
                best = k;
                bestCount = count;
            }
        }
        Collections.swap(blanks, filled, best);
        int i = blanks.get(filled)[0];
        int j = blanks.get(filled)[1];
        for (int mask = candidates(i, j); mask != 0; mask &= mask - 1) {
            int digit = Integer.numberOfTrailingZeros(mask);
            flip(i, j, digit);
            board[i][j] = (char) ('1' + digit);
            if (solve(board, filled + 1)) {
                return true;
            }
            flip(i, j, digit);
        }
        board[i][j] = '.';
        return false;
    }

    private int candidates(int i, int j) {
        return ~(rows[i] | columns[j] | boxes[i / 3 * 3 + j / 3]) & 0x1ff;
    }

    private void flip(int i, int j, int digit) {
        rows[i] ^= 1 << digit;
        columns[j] ^= 1 << digit;
        boxes[i / 3 * 3 + j / 3] ^= 1 << digit;
    }
}
