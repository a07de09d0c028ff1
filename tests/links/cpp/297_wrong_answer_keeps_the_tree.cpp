class Codec {
public:
    // Keeps the tree in the object that serializes it: LeetCode's driver decodes with another
    // object (Codec ser, deser;), whose kept tree is empty.
    string serialize(TreeNode* root) {
        kept = root;
        return "";
    }

    TreeNode* deserialize(string data) {
        return kept;
    }

private:
    TreeNode* kept = nullptr;
};
