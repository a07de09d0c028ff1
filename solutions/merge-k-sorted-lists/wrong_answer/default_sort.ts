// Merge k Sorted Lists (LeetCode 23), WRONG ANSWER: the values sorted with sort()'s default order.
//
// Collect every value, sort, and build a new list. Bug: Array.prototype.sort without a compare
// function sorts numbers as strings, so 12 comes before 7 and -1 before -5: the single list
// [-3,0,0,7,12] comes back as [-3,0,0,12,7] (example 1 passes, its values being single digits).
// sort((x, y) => x - y) sorts by value.

function mergeKLists(lists: Array<ListNode | null>): ListNode | null {
    const values: number[] = [];
    for (let node of lists) {
        for (; node !== null; node = node.next) values.push(node.val);
    }
    values.sort();
    const dummy = new ListNode();
    let tail = dummy;
    for (const value of values) {
        tail.next = new ListNode(value);
        tail = tail.next;
    }
    return dummy.next;
}
