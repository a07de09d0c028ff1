/**
 * Definition for a binary tree node.
 * struct TreeNode {
 *     int val;
 *     TreeNode *left;
 *     TreeNode *right;
 *     TreeNode(int x) : val(x), left(NULL), right(NULL) {}
 * };
 */
class Codec {
public:

    // Encodes a tree to a single string.
    string serialize(TreeNode* root) {
        string out;
        queue<TreeNode*> pending;
        pending.push(root);
        while (!pending.empty()) {
            TreeNode* node = pending.front();
            pending.pop();
            if (!node) {
                out += "#,";
                continue;
            }
            out += to_string(node->val) + ",";
            pending.push(node->left);
            pending.push(node->right);
        }
        return out;
    }

    // Decodes your encoded data to tree.
    TreeNode* deserialize(string data) {
        istringstream in(data);
        string item;
        getline(in, item, ',');
        if (item == "#") return nullptr;
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

// Your Codec object will be instantiated and called as such:
// Codec ser, deser;
// TreeNode* ans = deser.deserialize(ser.serialize(root));
