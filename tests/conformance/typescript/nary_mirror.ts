/**
 * Definition for _Node.
 * class _Node {
 *     val: number
 *     children: _Node[]
 *     constructor(v: number) {
 *         this.val = v;
 *         this.children = [];
 *     }
 * }
 */

function mirror(root: _Node | null): _Node | null {
    const stack: _Node[] = root ? [root] : [];
    while (stack.length) {
        const node = stack.pop()!;
        node.children.reverse();
        stack.push(...node.children);
    }
    return root;
};
