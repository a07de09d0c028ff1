/**
 * Definition for singly-linked list.
 * struct ListNode {
 *     int val;
 *     struct ListNode *next;
 * };
 */
void deleteNode(struct ListNode* node) {
    // Becomes the next node, then frees it: the list no longer reaches it.
    struct ListNode *next = node->next;
    *node = *next;
    free(next);
}
