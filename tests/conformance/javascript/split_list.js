/**
 * @param {ListNode} head
 * @param {number} k
 * @return {ListNode[]}
 */
var splitListToParts = function(head, k) {
    let length = 0;
    for (let node = head; node; node = node.next) length++;
    const size = Math.floor(length / k);
    const extra = length % k;
    const parts = [];
    for (let part = 0; part < k; part++) {
        parts.push(head);
        for (let i = 0; i < size + (part < extra ? 1 : 0) - 1; i++) head = head.next;
        if (head) {
            const next = head.next;
            head.next = null;
            head = next;
        }
    }
    return parts;
};
