/**
 * Definition for _Node.
 * class _Node {
 *     val: number
 *     left: _Node | null
 *     right: _Node | null
 *     next: _Node | null
 * 
 *     constructor(val?: number, left?: _Node, right?: _Node, next?: _Node) {
 *         this.val = (val===undefined ? 0 : val)
 *         this.left = (left===undefined ? null : left)
 *         this.right = (right===undefined ? null : right)
 *         this.next = (next===undefined ? null : next)
 *     }
 * }
 */


function connect(root: _Node | null): _Node | null {
    let leftmost = root;
    while (leftmost !== null && leftmost.left !== null) {
        let head: _Node | null = leftmost;
        while (head !== null) {
            head.left!.next = head.right;
            if (head.next !== null) head.right!.next = head.next.left;
            head = head.next;
        }
        leftmost = leftmost.left;
    }
    return root;
};
