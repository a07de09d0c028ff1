/**
 * Definition for singly-linked list.
 * function ListNode(val, next) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.next = (next===undefined ? null : next)
 * }
 */
// Reservoir sampling: the k-th node replaces the choice with probability 1/k.
/**
 * @param {ListNode} head
 */
var Solution = function(head) {
    this.head = head;
};

/**
 * @return {number}
 */
Solution.prototype.getRandom = function() {
    let chosen = 0;
    let seen = 0;
    for (let node = this.head; node; node = node.next) {
        seen++;
        if (Math.floor(Math.random() * seen) === 0) chosen = node.val;
    }
    return chosen;
};

/**
 * Your Solution object will be instantiated and called as such:
 * var obj = new Solution(head)
 * var param_1 = obj.getRandom()
 */
