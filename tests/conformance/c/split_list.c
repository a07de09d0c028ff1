/**
 * Definition for singly-linked list.
 * struct ListNode {
 *     int val;
 *     struct ListNode *next;
 * };
 */
/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
struct ListNode** splitListToParts(struct ListNode* head, int k, int* returnSize) {
    int length = 0;
    for (struct ListNode* node = head; node; node = node->next) length++;
    struct ListNode** parts = calloc(k, sizeof(struct ListNode*));
    int size = length / k, extra = length % k;
    struct ListNode* node = head;
    for (int i = 0; i < k && node; i++) {
        parts[i] = node;
        for (int j = 1; j < size + (i < extra); j++) node = node->next;
        struct ListNode* next = node->next;
        node->next = NULL;
        node = next;
    }
    *returnSize = k;
    return parts;
}
