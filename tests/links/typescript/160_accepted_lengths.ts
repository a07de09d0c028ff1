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

function getIntersectionNode(headA: ListNode | null, headB: ListNode | null): ListNode | null {
    const length = (head: ListNode | null): number => {
        let count = 0;
        for (let node = head; node !== null; node = node.next) count++;
        return count;
    };
    let lengthA = length(headA), lengthB = length(headB);
    while (lengthA > lengthB) {
        headA = headA!.next;
        lengthA--;
    }
    while (lengthB > lengthA) {
        headB = headB!.next;
        lengthB--;
    }
    while (headA !== headB) {
        headA = headA!.next;
        headB = headB!.next;
    }
    return headA;
}
