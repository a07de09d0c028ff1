class Solution {
    unordered_map<Node*, Node*> seen;
public:
    Node* cloneGraph(Node* node) {
        if (!node) return nullptr;
        if (seen.count(node)) return seen[node];
        Node* copy = new Node(node->val);
        seen[node] = copy;
        for (Node* nb : node->neighbors) copy->neighbors.push_back(cloneGraph(nb));
        return copy;
    }
};
