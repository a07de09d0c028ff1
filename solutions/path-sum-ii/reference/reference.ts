// Reference solution for LeetCode 113, "Path Sum II", in TypeScript.
//
// Idea: an explicit stack instead of recursion. Each entry is a node with its depth and the sum
// of the path down to it; popping an entry cuts the shared path back to that depth and writes the
// node's value there, so the path always runs from the root to the node being looked at. Right
// children are pushed before left ones, so the leaves come out left to right. A leaf (no child at
// all) whose sum is the target gives a copy of the path.
//
// Cost: O(n) visits plus the copies of the answers; O(n) for the stack and the path.

function pathSum(root: TreeNode | null, targetSum: number): number[][] {
    const result: number[][] = [];
    if (root === null) return result;
    const path: number[] = [];
    const stack: Array<[TreeNode, number, number]> = [[root, 0, root.val]];
    while (stack.length > 0) {
        const [node, depth, sum] = stack.pop()!;
        path.length = depth;
        path.push(node.val);
        if (node.left === null && node.right === null) {
            if (sum === targetSum) result.push(path.slice());
            continue;
        }
        if (node.right !== null) stack.push([node.right, depth + 1, sum + node.right.val]);
        if (node.left !== null) stack.push([node.left, depth + 1, sum + node.left.val]);
    }
    return result;
}
