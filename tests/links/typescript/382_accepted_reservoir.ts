/**
 * Definition for singly-linked list.
 * class ListNode {
 *     val: number
 *     next: ListNode | null
 *     constructor(val?: number, next?: ListNode | null) {
 *         this.val = (val===undefined ? 0 : val)
 *         this.next = (next===undefined ? null : next)
 *     }
 * }
 */

class Solution {
    // Reservoir sampling: the k-th node replaces the choice with probability 1/k.
    private head: ListNode | null;

    constructor(head: ListNode | null) {
        this.head = head;
    }

    getRandom(): number {
        let chosen = 0;
        let seen = 0;
        for (let node = this.head; node !== null; node = node.next) {
            seen++;
            if (Math.floor(Math.random() * seen) === 0) chosen = node.val;
        }
        return chosen;
    }
}

/**
 * Your Solution object will be instantiated and called as such:
 * var obj = new Solution(head)
 * var param_1 = obj.getRandom()
 */
