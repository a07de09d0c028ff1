class Solution {
    // The values copied into an array once: each draw is one index.
    private final int[] values;
    private final Random random = new Random();

    public Solution(ListNode head) {
        int count = 0;
        for (ListNode node = head; node != null; node = node.next) {
            count++;
        }
        values = new int[count];
        int i = 0;
        for (ListNode node = head; node != null; node = node.next) {
            values[i++] = node.val;
        }
    }

    public int getRandom() {
        return values[random.nextInt(values.length)];
    }
}
