class Solution {
    private final List<Integer> values = new ArrayList<>();
    private final Random random = new Random();

    public Solution(ListNode head) {
        for (ListNode node = head; node != null; node = node.next) {
            values.add(node.val);
        }
    }

    public int getRandom() {
        // One index too many: size() itself is drawn too, past the end.
        return values.get(random.nextInt(values.size() + 1));
    }
}
