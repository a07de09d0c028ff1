class Solution {
    // The cells not flipped are 0 .. left-1 of a virtual array; moved holds the entries that differ
    // from their index. A flip draws one and moves the last unflipped cell into its place.
    private final int m;
    private final int n;
    private int left;
    private final Map<Integer, Integer> moved = new HashMap<>();
    private final Random random = new Random();

    public Solution(int m, int n) {
        this.m = m;
        this.n = n;
        this.left = m * n;
    }

    public int[] flip() {
        left--;
        int k = random.nextInt(left + 1);
        int cell = moved.getOrDefault(k, k);
        moved.put(k, moved.getOrDefault(left, left));
        return new int[] {cell / n, cell % n};
    }

    public void reset() {
        left = m * n;
        moved.clear();
    }
}

/**
 * Your Solution object will be instantiated and called as such:
 * Solution obj = new Solution(m,n);
 * int[] param_1 = obj.flip();
 * obj.reset();
 */
