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
    void deleteNode(ListNode* node) {
        // Becomes the next node, then deletes it: the list no longer reaches it.
        ListNode* next = node->next;
        *node = *next;
        delete next;
    }
};
