class Solution {
public:
    void deleteNode(ListNode* node) {
        // Deletes the next node, then reads it.
        ListNode* next = node->next;
        delete next;
        node->val = next->val;
        node->next = next->next;
    }
};
