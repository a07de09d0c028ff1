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
    ListNode *detectCycle(ListNode *head) {
        unordered_set<ListNode*> seen;
        for (ListNode* node = head; node; node = node->next) {
            if (seen.count(node)) return new ListNode(node->val);  // a copy: not the node itself
            seen.insert(node);
        }
        return nullptr;
    }
};
