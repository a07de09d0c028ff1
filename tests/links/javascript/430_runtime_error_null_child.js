/**
 * @param {_Node} head
 * @return {_Node}
 */
var flatten = function(head) {
    // Reads the child's val without asking whether there is a child: a TypeError at the first node without one.
    let sum = 0;
    for (let node = head; node; node = node.next) sum += node.child.val;
    return sum > 0 ? head : null;
};
