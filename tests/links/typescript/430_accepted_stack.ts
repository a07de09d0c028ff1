/**
 * Definition for _Node.
 * class _Node {
 *     val: number
 *     prev: _Node | null
 *     next: _Node | null
 *     child: _Node | null
 *
 *     constructor(val?: number, prev? : _Node, next? : _Node, child? : _Node) {
 *         this.val = (val===undefined ? 0 : val);
 *         this.prev = (prev===undefined ? null : prev);
 *         this.next = (next===undefined ? null : next);
 *         this.child = (child===undefined ? null : child);
 *     }
 * }
 */

function flatten(head: _Node | null): _Node | null {
    // Splice each child list in at its parent; what followed the parent waits on a stack.
    const waiting: _Node[] = [];
    for (let node = head; node !== null; node = node.next) {
        if (node.child !== null) {
            if (node.next !== null) waiting.push(node.next);
            node.next = node.child;
            node.child.prev = node;
            node.child = null;
        } else if (node.next === null && waiting.length > 0) {
            const rest = waiting.pop()!;
            node.next = rest;
            rest.prev = node;
        }
    }
    return head;
};
