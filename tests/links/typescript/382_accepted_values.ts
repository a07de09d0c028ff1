class Solution {
    // The list's values copied into an array once; each draw is an index.
    private readonly values: number[] = [];

    constructor(head: ListNode | null) {
        for (let node = head; node; node = node.next) this.values.push(node.val);
    }

    getRandom(): number {
        return this.values[Math.floor(Math.random() * this.values.length)];
    }
}
