/**
 * // Definition for a _Node.
 * function _Node(val, neighbors) {
 *    this.val = val === undefined ? 0 : val;
 *    this.neighbors = neighbors === undefined ? [] : neighbors;
 * };
 */

/**
 * @param {_Node} node
 * @return {_Node}
 */
var cloneGraph = function(node) {
    const cloned = new Map();
    const dfs = (curr) => {
        if (cloned.has(curr)) return cloned.get(curr);
        const copy = new _Node(curr.val);
        cloned.set(curr, copy);
        for (const neighbor of curr.neighbors) copy.neighbors.push(dfs(neighbor));
        return copy;
    };
    return node ? dfs(node) : null;
};
