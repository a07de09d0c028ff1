/*
 * LRU Cache (LeetCode 146), WRONG ANSWER: get reads the value but does not refresh the key.
 *
 * Idea: a Map in order of use whose first key is the oldest; put deletes and sets the key, so a
 * put moves it last, but get only reads. A key that is read often but never written again still
 * counts as old and is evicted first: in the example, get(1) does not save 1 from put(3, 3).
 *
 * Cost: O(1) amortized per call.
 */
class LRUCache {
    private readonly items = new Map<number, number>();

    constructor(private readonly capacity: number) {}

    get(key: number): number {
        return this.items.get(key) ?? -1;
    }

    put(key: number, value: number): void {
        this.items.delete(key);
        if (this.items.size === this.capacity) {
            this.items.delete(this.items.keys().next().value!);
        }
        this.items.set(key, value);
    }
}
