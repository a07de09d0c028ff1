class Solution {
    // Draws a number below the total and walks the weights until it is spent.
    private final int[] w;
    private final int total;
    private final Random random = new Random();

    public Solution(int[] w) {
        this.w = w;
        int sum = 0;
        for (int weight : w) {
            sum += weight;
        }
        total = sum;
    }

    public int pickIndex() {
        int left = random.nextInt(total);
        int i = 0;
        while (left >= w[i]) {
            left -= w[i];
            i++;
        }
        return i;
    }
}
