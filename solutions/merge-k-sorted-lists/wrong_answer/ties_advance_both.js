// Merge k Sorted Lists (LeetCode 23), WRONG ANSWER: equal heads are merged into one node.
//
// The two-way merge takes a's head when it is smaller, b's when b's is smaller, and when they
// are equal it links a's head and moves both lists on. Bug: b's equal node is skipped, so a
// value that is in two lists comes out once: example 1 answers [1,2,3,4,5,6], missing a 1 and
// a 4. Either `<` or `<=` alone is right, as long as each step takes exactly one node.

const mergeTwo = (a, b) => {
    const dummy = new ListNode();
    let tail = dummy;
    while (a !== null && b !== null) {
        if (a.val < b.val) {
            tail.next = a;
            a = a.next;
        } else if (b.val < a.val) {
            tail.next = b;
            b = b.next;
        } else {
            tail.next = a;
            a = a.next;
            b = b.next; // wrong: b's node is dropped
        }
        tail = tail.next;
    }
    tail.next = a !== null ? a : b;
    return dummy.next;
};

/**
 * @param {ListNode[]} lists
 * @return {ListNode}
 */
var mergeKLists = function(lists) {
    let merged = null;
    for (let i = 0; i < lists.length; i++) merged = mergeTwo(merged, lists[i]);
    return merged;
};
