class Solution {
public:
    void deleteNode(ListNode* node) {
        // Moves every later value one node back, then cuts the last node off.
        ListNode* previous = nullptr;
        while (node->next) {
            node->val = node->next->val;
            previous = node;
            node = node->next;
        }
        previous->next = nullptr;
    }
};
