class Solution {
public:
    Node* flatten(Node* head) {
        // Splices the children in, but leaves each child pointer as it was.
        vector<Node*> waiting;
        for (Node* node = head; node; node = node->next) {
            if (node->child && node->next != node->child) {
                if (node->next) waiting.push_back(node->next);
                node->next = node->child;
                node->child->prev = node;
            } else if (!node->next && !waiting.empty()) {
                Node* rest = waiting.back();
                waiting.pop_back();
                node->next = rest;
                rest->prev = node;
            }
        }
        return head;
    }
};
