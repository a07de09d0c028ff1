/*
// Definition for a Node.
class Node {
public:
    int val;
    vector<Node*> children;

    Node() {}

    Node(int _val) {
        val = _val;
    }

    Node(int _val, vector<Node*> _children) {
        val = _val;
        children = _children;
    }
};
*/

class Solution {
public:
    Node* mirror(Node* root) {
        vector<Node*> stack;
        if (root) stack.push_back(root);
        while (!stack.empty()) {
            Node* node = stack.back();
            stack.pop_back();
            reverse(node->children.begin(), node->children.end());
            stack.insert(stack.end(), node->children.begin(), node->children.end());
        }
        return root;
    }
};
