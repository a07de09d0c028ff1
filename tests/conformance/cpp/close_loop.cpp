class Solution {
public:
    ListNode* closeLoop(ListNode* head, int pos) {
        vector<ListNode*> nodes;
        for (ListNode* node = head; node; node = node->next) nodes.push_back(node);
        if (pos >= 0) nodes.back()->next = nodes[pos];
        return head;
    }
};
