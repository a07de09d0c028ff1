/*
 * Reference solution for LeetCode 146, "LRU Cache", in TypeScript.
 *
 * Idea: a Map from each key to its node in a circular doubly linked list around one sentinel:
 * the sentinel's next is the least recently used node, its prev the newest. A use unlinks the
 * node and links it again before the sentinel; a new key in a full cache first unlinks the
 * sentinel's next and deletes its key.
 *
 * Cost: O(1) per call on average; O(capacity) space.
 */
class CacheNode {
    prev: CacheNode = this;
    next: CacheNode = this;
    constructor(public key: number, public value: number) {}
}

class LRUCache {
    private readonly nodes = new Map<number, CacheNode>();
    private readonly sentinel = new CacheNode(0, 0);

    constructor(private readonly capacity: number) {}

    private unlink(node: CacheNode): void {
        node.prev.next = node.next;
        node.next.prev = node.prev;
    }

    private linkLast(node: CacheNode): void {
        const last = this.sentinel.prev;
        last.next = node;
        node.prev = last;
        node.next = this.sentinel;
        this.sentinel.prev = node;
    }

    get(key: number): number {
        const node = this.nodes.get(key);
        if (node === undefined) return -1;
        this.unlink(node);
        this.linkLast(node);
        return node.value;
    }

    put(key: number, value: number): void {
        let node = this.nodes.get(key);
        if (node !== undefined) {
            node.value = value;
            this.unlink(node);
            this.linkLast(node);
            return;
        }
        if (this.nodes.size === this.capacity) {
            const oldest = this.sentinel.next;
            this.unlink(oldest);
            this.nodes.delete(oldest.key);
        }
        node = new CacheNode(key, value);
        this.nodes.set(key, node);
        this.linkLast(node);
    }
}

/**
 * Your LRUCache object will be instantiated and called as such:
 * var obj = new LRUCache(capacity)
 * var param_1 = obj.get(key)
 * obj.put(key,value)
 */
