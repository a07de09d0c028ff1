/*
 * Reference solution for LeetCode 146, "LRU Cache", in Java.
 *
 * Idea: a HashMap from each key to its node in a doubly linked list that keeps the keys in order
 * of use: the least recently used right after a sentinel head, the newest right before a
 * sentinel tail. get finds the node and moves it before the tail; put updates and moves a present
 * node, or links a new one before the tail after unlinking the node after the head (and removing
 * its key) when the cache is full.
 *
 * Cost: O(1) per call; O(capacity) space.
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
            Node oldest = head.next;
            unlink(oldest);
            nodes.remove(oldest.key);
        }
        node = new Node(key, value);
        nodes.put(key, node);
        linkLast(node);
    }
}

/**
 * Your LRUCache object will be instantiated and called as such:
 * LRUCache obj = new LRUCache(capacity);
 * int param_1 = obj.get(key);
 * obj.put(key,value);
 */
