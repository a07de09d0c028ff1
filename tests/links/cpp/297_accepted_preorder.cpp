class Codec {
public:
    string serialize(TreeNode* root) {
        ostringstream out;
        write(root, out);
        return out.str();
    }

    TreeNode* deserialize(string data) {
        istringstream in(data);
        return read(in);
    }

private:
    void write(TreeNode* node, ostringstream& out) {
        if (!node) {
            out << "N ";
            return;
        }
        out << node->val << ' ';
        write(node->left, out);
        write(node->right, out);
    }

    TreeNode* read(istringstream& in) {
        string token;
        in >> token;
        if (token == "N") return nullptr;
        TreeNode* node = new TreeNode(stoi(token));
        node->left = read(in);
        node->right = read(in);
        return node;
    }
};
