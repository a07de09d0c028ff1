// LeetCode 51 with three boolean arrays: the columns in use, and the two diagonal directions
// (row + col is constant along one, row - col along the other, shifted by n - 1 to be an index).
// The queens' columns are kept on a list that grows and shrinks with the search.
class Solution {
    public List<List<String>> solveNQueens(int n) {
        List<List<String>> result = new ArrayList<>();
        search(0, n, new boolean[n], new boolean[2 * n - 1], new boolean[2 * n - 1], new ArrayList<>(), result);
        return result;
    }

    private void search(int row, int n, boolean[] usedColumn, boolean[] usedSum, boolean[] usedDifference,
                        List<Integer> columns, List<List<String>> result) {
        if (row == n) {
            result.add(draw(columns, n));
            return;
        }
        for (int col = 0; col < n; col++) {
            int sum = row + col;
            int difference = row - col + n - 1;
            if (usedColumn[col] || usedSum[sum] || usedDifference[difference]) {
                continue;
            }
            usedColumn[col] = usedSum[sum] = usedDifference[difference] = true;
            columns.add(col);
            search(row + 1, n, usedColumn, usedSum, usedDifference, columns, result);
            columns.remove(columns.size() - 1);
            usedColumn[col] = usedSum[sum] = usedDifference[difference] = false;
        }
    }

    private List<String> draw(List<Integer> columns, int n) {
        List<String> board = new ArrayList<>(n);
        for (int col : columns) {
            char[] line = new char[n];
            Arrays.fill(line, '.');
            line[col] = 'Q';
            board.add(String.valueOf(line));
        }
        return board;
    }
}
