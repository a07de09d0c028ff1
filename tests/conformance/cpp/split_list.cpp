class Solution {
public:
    vector<ListNode*> splitListToParts(ListNode* head, int k) {
        int length = 0;
        for (ListNode* node = head; node; node = node->next) length++;
        vector<ListNode*> parts(k, nullptr);
        int size = length / k, extra = length % k;
        ListNode* node = head;
        for (int i = 0; i < k && node; i++) {
            parts[i] = node;
            for (int j = 1; j < size + (i < extra); j++) node = node->next;
            ListNode* next = node->next;
            node->next = nullptr;
            node = next;
        }
        return parts;
    }
};
