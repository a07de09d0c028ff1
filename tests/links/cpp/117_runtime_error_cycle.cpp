class Solution {
public:
    Node* connect(Node* root) {
        if (root && root->left && root->right) {
            root->left->next = root->right;
            root->right->next = root->left;  // round and round
        }
        return root;
    }
};
