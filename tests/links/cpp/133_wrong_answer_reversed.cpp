class Solution {
public:
    Node* cloneGraph(Node* node) {
        if (!node) return nullptr;
        unordered_map<Node*, Node*> copies;
        function<Node*(Node*)> clone = [&](Node* n) -> Node* {
            if (copies.count(n)) return copies[n];
            Node* copy = copies[n] = new Node(n->val);
            for (auto it = n->neighbors.rbegin(); it != n->neighbors.rend(); ++it)  // the order reversed
                copy->neighbors.push_back(clone(*it));
            return copy;
        };
        return clone(node);
    }
};
