/**
 * Definition for singly-linked list.
 * struct ListNode {
 *     int val;
 *     struct ListNode *next;
 * };
 */
/* Marks the values seen: a value that repeats is taken for a cycle, which it is not. */
bool hasCycle(struct ListNode *head) {
    int seen[64], count = 0;
    for (; head && count < 64; head = head->next) {
        for (int i = 0; i < count; i++)
            if (seen[i] == head->val) return true;
        seen[count++] = head->val;
    }
    return false;
}
