/*
 * Reference solution for LeetCode 113, "Path Sum II", in JavaScript.
 *
 * Idea: depth-first search with one shared path. Entering a node pushes its value and takes it
 * off what remains of the target; at a leaf (no child at all) that leaves 0, a copy of the path
 * is an answer; leaving the node pops its value. No branch is cut early, since negative values
 * can bring a sum back to the target.
 *
 * Cost: O(n) visits plus the copies of the answers; O(height) stack (5000 frames for a chain).
 */

/**
 * @param {TreeNode} root
 * @param {number} targetSum
 * @return {number[][]}
 */
var pathSum = function(root, targetSum) {
    const result = [];
    const path = [];
    const visit = (node, remain) => {
        path.push(node.val);
        remain -= node.val;
        if (node.left === null && node.right === null) {
            if (remain === 0) result.push(path.slice());
        } else {
            if (node.left !== null) visit(node.left, remain);
            if (node.right !== null) visit(node.right, remain);
        }
        path.pop();
    };
    if (root !== null) visit(root, targetSum);
    return result;
};
