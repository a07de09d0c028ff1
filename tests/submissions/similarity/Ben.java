import java.util.*;

public class Solution {
    private int[] where;
    private final List<List<String>> out = new ArrayList<>();
    private final Set<Integer> cols = new HashSet<>(), d1 = new HashSet<>(), d2 = new HashSet<>();

    // recursive helper, tries every column of row r
    private void solve(int r, int size) {
        if (r == size) {
            List<String> grid = new ArrayList<>();
            for (int c : where) {
                StringBuilder sb = new StringBuilder(".".repeat(size));
                sb.setCharAt(c, 'Q');
                grid.add(sb.toString());
            }
            out.add(grid);
            return;
        }
        for (int c = 0; c < size; c++) {
            if (cols.contains(c) || d1.contains(r - c) || d2.contains(r + c)) continue;
            cols.add(c); d1.add(r - c); d2.add(r + c);
            where[r] = c;
            solve(r + 1, size);
            cols.remove(c); d1.remove(r - c); d2.remove(r + c);
        }
    }

    public List<List<String>> solveNQueens(int size) {
        where = new int[size];
        solve(0, size);
        return out;
    }
}
