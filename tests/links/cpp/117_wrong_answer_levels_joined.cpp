class Solution {
public:
    Node* connect(Node* root) {
        // Every node to the next in level order: a level's last runs on into the next level.
        vector<Node*> order;
        if (root) order.push_back(root);
        for (size_t i = 0; i < order.size(); i++) {
            if (order[i]->left) order.push_back(order[i]->left);
            if (order[i]->right) order.push_back(order[i]->right);
        }
        for (size_t i = 0; i + 1 < order.size(); i++) order[i]->next = order[i + 1];
        return root;
    }
};
