/**
 * Definition for _Node.
 * class _Node {
 *     val: number
 *     next: _Node | null
 *     random: _Node | null
 * 
 *     constructor(val?: number, next?: _Node, random?: _Node) {
 *         this.val = (val===undefined ? 0 : val)
 *         this.next = (next===undefined ? null : next)
 *         this.random = (random===undefined ? null : random)
 *     }
 * }
 */


function copyRandomList(head: _Node | null): _Node | null {
    const copies = new Map<_Node, _Node>();
    for (let curr = head; curr; curr = curr.next) {
        copies.set(curr, new _Node(curr.val));
    }
    for (let curr = head; curr; curr = curr.next) {
        const copy = copies.get(curr)!;
        copy.next = curr.next ? copies.get(curr.next)! : null;
        copy.random = curr.random ? copies.get(curr.random)! : null;
    }
    return head ? copies.get(head)! : null;
};
