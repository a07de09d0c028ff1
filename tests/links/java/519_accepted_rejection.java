class Solution {
    // Draws any cell until one not flipped yet comes up.
    private final int m;
    private final int n;
    private final Set<Integer> flipped = new HashSet<>();
    private final Random random = new Random();

    public Solution(int m, int n) {
        this.m = m;
        this.n = n;
    }

    public int[] flip() {
        while (true) {
            int row = random.nextInt(m);
            int col = random.nextInt(n);
            if (flipped.add(row * n + col)) {
                return new int[] {row, col};
            }
        }
    }

    public void reset() {
        flipped.clear();
    }
}
