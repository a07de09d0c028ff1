class Solution {
public:
    Node* connect(Node* root) {
        Node* head = root;
        while (head) {
            Node dummy;
            Node* tail = &dummy;
            for (Node* node = head; node; node = node->next) {
                if (node->left) tail = tail->next = node->left;
                if (node->right) tail = tail->next = node->right;
            }
            head = dummy.next;
        }
        return root;
    }
};
