// Path Sum II (LeetCode 113), WRONG ANSWER: the shared path itself is kept, not a copy.
//
// The search pushes and pops one array, and at a matching leaf it stores that array. Bug: every
// answer is the same array, which is empty again once the search is over: example 1 answers
// [[],[]]. `result.push(path.slice())` (or [...path]) keeps what the path held at that moment.

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
        if (!node.left && !node.right) {
            if (remain === 0) result.push(path);
        } else {
            if (node.left) visit(node.left, remain);
            if (node.right) visit(node.right, remain);
        }
        path.pop();
    };
    if (root) visit(root, targetSum);
    return result;
};
