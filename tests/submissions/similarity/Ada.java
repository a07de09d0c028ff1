import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

// LeetCode 51 with hash sets for the attacked lines: a column is attacked when its index is in
// `columns`, a diagonal when row - col is in `down` or row + col is in `up` (no offset needed,
// a set takes negative numbers). Slower than arrays, but it reads like the rules of the game.
public class Solution {
    private final Set<Integer> columns = new HashSet<>();
    private final Set<Integer> down = new HashSet<>();
    private final Set<Integer> up = new HashSet<>();
    private final List<List<String>> boards = new ArrayList<>();
    private int[] placed;

    public List<List<String>> solveNQueens(int n) {
        placed = new int[n];
        place(0, n);
        return boards;
    }

    private void place(int row, int n) {
        if (row == n) {
            List<String> board = new ArrayList<>();
            for (int col : placed) {
                StringBuilder line = new StringBuilder(".".repeat(n));
                line.setCharAt(col, 'Q');
                board.add(line.toString());
            }
            boards.add(board);
            return;
        }
        for (int col = 0; col < n; col++) {
            if (columns.contains(col) || down.contains(row - col) || up.contains(row + col)) {
                continue;
            }
            columns.add(col);
            down.add(row - col);
            up.add(row + col);
            placed[row] = col;
            place(row + 1, n);
            columns.remove(col);
            down.remove(row - col);
            up.remove(row + col);
        }
    }
}
