/**
 * Definition for singly-linked list.
 * struct ListNode {
 *     int val;
 *     struct ListNode *next;
 * };
 */
/* Compares values, not nodes: the first node of A whose value is also in B. */
struct ListNode *getIntersectionNode(struct ListNode *headA, struct ListNode *headB) {
    for (struct ListNode *a = headA; a; a = a->next)
        for (struct ListNode *b = headB; b; b = b->next)
            if (a->val == b->val) return a;
    return NULL;
}
