function connect(root: _Node | null): _Node | null {
    if (!root) return root;
    let level: _Node[] = [root];
    while (level.length) {
        const next: _Node[] = [];
        for (let i = 0; i < level.length; i++) {
            level[i].next = i + 1 < level.length ? level[i + 1] : null;
            if (level[i].left) next.push(level[i].left!);
            if (level[i].right) next.push(level[i].right!);
        }
        level = next;
    }
    return root;
};
