// Memory Limit Exceeded on purpose: every partial placement is copied into a list that is never
// emptied, and the search "to be safe" is repeated forever, so the list grows until the heap is full.
class Solution {
    private final List<int[]> seen = new ArrayList<>();

    public int totalNQueens(int n) {
        int count = 0;
        while (true) {
            count = search(0, n, new int[n]);
            if (count < 0) {
                return count;
            }
        }
    }

    private int search(int row, int n, int[] at) {
        seen.add(Arrays.copyOf(at, 1024)); // a copy per node, kept forever
        if (row == n) {
            return 1;
        }
        int found = 0;
        for (int col = 0; col < n; col++) {
            boolean free = true;
            for (int r = 0; r < row; r++) {
                free &= at[r] != col && Math.abs(at[r] - col) != row - r;
            }
            if (free) {
                at[row] = col;
                found += search(row + 1, n, at);
            }
        }
        return found;
    }
}
