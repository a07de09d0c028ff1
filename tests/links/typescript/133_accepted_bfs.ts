/**
 * Definition for _Node.
 * class _Node {
 *     val: number
 *     neighbors: _Node[]
 * 
 *     constructor(val?: number, neighbors?: _Node[]) {
 *         this.val = (val===undefined ? 0 : val)
 *         this.neighbors = (neighbors===undefined ? [] : neighbors)
 *     }
 * }
 * 
 */


function cloneGraph(node: _Node | null): _Node | null {
    if (!node) return null;
    const visited = new Map<_Node, _Node>();
    visited.set(node, new _Node(node.val));
    const queue: _Node[] = [node];
    while (queue.length > 0) {
        const curr = queue.shift()!;
        for (const neighbor of curr.neighbors) {
            if (!visited.has(neighbor)) {
                visited.set(neighbor, new _Node(neighbor.val));
                queue.push(neighbor);
            }
            visited.get(curr)!.neighbors.push(visited.get(neighbor)!);
        }
    }
    return visited.get(node)!;
};
