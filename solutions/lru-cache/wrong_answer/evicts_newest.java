/*
 * LRU Cache (LeetCode 146), WRONG ANSWER: a full cache evicts its most recently used key.
 *
 * Idea: a HashMap and a doubly linked list in order of use, as reference.java, the newest just
 * before the tail; but the eviction takes the node before the tail (the newest) instead of the
 * one after the head (the oldest). The cache then keeps its oldest keys for ever and cycles the
 * newest: in the example, put(3, 3) evicts 1, which get(1) had just used.
 *
 * Cost: O(1) per call on average.
 */
class LRUCache {
    private static final class Node {
        int key, value;
        Node prev, next;

        Node(int key, int value) {
            this.key = key;
            this.value = value;
        }
    }

    private final int capacity;
    private final java.util.HashMap<Integer, Node> nodes = new java.util.HashMap<>();
    private final Node head = new Node(0, 0), tail = new Node(0, 0);

    public LRUCache(int capacity) {
        this.capacity = capacity;
        head.next = tail;
        tail.prev = head;
    }

    private void unlink(Node node) {
        node.prev.next = node.next;
        node.next.prev = node.prev;
    }

    private void linkLast(Node node) {
        node.prev = tail.prev;
        node.next = tail;
        tail.prev.next = node;
        tail.prev = node;
    }

    public int get(int key) {
        Node node = nodes.get(key);
        if (node == null) return -1;
        unlink(node);
        linkLast(node);
        return node.value;
    }

    public void put(int key, int value) {
        Node node = nodes.get(key);
        if (node != null) {
            node.value = value;
            unlink(node);
            linkLast(node);
            return;
        }
        if (nodes.size() == capacity) {
            Node victim = tail.prev;  // the newest, not the oldest (head.next)
            unlink(victim);
            nodes.remove(victim.key);
        }
        node = new Node(key, value);
        nodes.put(key, node);
        linkLast(node);
    }
}
