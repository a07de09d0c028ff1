function cloneGraph(node: _Node | null): _Node | null {
    const clones: { [val: number]: _Node } = {};
    function dfs(curr: _Node): _Node {
        if (clones[curr.val]) return clones[curr.val];
        const copy = new _Node(curr.val);
        clones[curr.val] = copy;
        copy.neighbors = curr.neighbors.map(dfs);
        return copy;
    }
    return node === null ? null : dfs(node);
};
