/**
 * @param {_Node} node
 * @return {_Node}
 */
var cloneGraph = function(node) {
    if (!node) return null;
    const visited = { [node.val]: new Node(node.val) };
    const queue = [node];
    while (queue.length) {
        const curr = queue.shift();
        for (const neighbor of curr.neighbors) {
            if (!visited[neighbor.val]) {
                visited[neighbor.val] = new Node(neighbor.val);
                queue.push(neighbor);
            }
            visited[curr.val].neighbors.push(visited[neighbor.val]);
        }
    }
    return visited[node.val];
};
