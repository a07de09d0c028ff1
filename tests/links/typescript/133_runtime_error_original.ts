function cloneGraph(node: _Node | null): _Node | null {
    return node;
};
