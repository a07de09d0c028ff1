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
    bool hasCycle(ListNode *head) {
        unordered_set<ListNode*> seen;
        for (ListNode* node = head; node; node = node->next) {
            if (seen.count(node)) return true;
            seen.insert(node);
        }
        return false;
    }
};
