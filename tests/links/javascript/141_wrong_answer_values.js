/**
 * @param {ListNode} head
 * @return {boolean}
 */
var hasCycle = function(head) {
    const seen = new Set();
    while (head) {
        if (seen.has(head.val)) return true; // values repeat without a cycle
        seen.add(head.val);
        head = head.next;
    }
    return false;
};
