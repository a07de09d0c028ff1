class Solution {
    public int[][] transpose(int[][] grid) {
        int rows = grid.length;
        int columns = rows == 0 ? 0 : grid[0].length;
        int[][] transposed = new int[columns][rows];
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < columns; j++) {
                transposed[j][i] = grid[i][j];
            }
        }
        return transposed;
    }
}
