/**
 * @param {_Node} head
 * @return {_Node}
 */
var copyRandomList = function(head) {
    const dummy = new _Node(0);
    let tail = dummy;
    for (let cur = head; cur; cur = cur.next) {
        tail.next = new _Node(cur.val, null, null);
        tail = tail.next;
    }
    return dummy.next; // forgot the random pointers
};
