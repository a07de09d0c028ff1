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

function preorder(root: _Node | null): number[] {
    const values: number[] = [];
    const stack: _Node[] = root ? [root] : [];
    while (stack.length) {
        const node = stack.pop()!;
        values.push(node.val);
        for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
    }
    return values;
};
