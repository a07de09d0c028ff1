class Solution {
    public void fillBlanks(char[][] board) {
        for (char[] row : board) {
            for (int j = 0; j < row.length; j++) {
                if (row[j] == '.') {
                    row[j] = '#';
                }
            }
        }
    }
}
