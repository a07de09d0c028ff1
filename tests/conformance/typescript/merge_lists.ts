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

function mergeKLists(lists: Array<ListNode | null>): ListNode | null {
    const values: number[] = [];
    for (let node of lists) {
        for (; node; node = node.next) values.push(node.val);
    }
    values.sort((a, b) => a - b);
    const dummy = new ListNode();
    let tail = dummy;
    for (const value of values) {
        tail.next = new ListNode(value);
        tail = tail.next;
    }
    return dummy.next;
};
