// Merge k Sorted Lists (LeetCode 23) in C, COMPILE ERROR: ListNode is named without `struct`.
//
// Idea: merge the lists in pairs, halving their number each round: O(N log k). Bug: LeetCode's C
// declares `struct ListNode` with no typedef, and the helper names it `ListNode*` as C++ would;
// gcc refuses it: "unknown type name 'ListNode'".
static ListNode* merge_two(struct ListNode* a, struct ListNode* b) {
    struct ListNode head = {0, NULL};
    struct ListNode* tail = &head;
    while (a != NULL && b != NULL) {
        if (a->val <= b->val) {
            tail->next = a;
            a = a->next;
        } else {
            tail->next = b;
            b = b->next;
        }
        tail = tail->next;
    }
    tail->next = a != NULL ? a : b;
    return head.next;
}

struct ListNode* mergeKLists(struct ListNode** lists, int listsSize) {
    if (listsSize == 0) {
        return NULL;
    }
    for (int step = 1; step < listsSize; step *= 2) {
        for (int i = 0; i + step < listsSize; i += 2 * step) {
            lists[i] = merge_two(lists[i], lists[i + step]);
        }
    }
    return lists[0];
}
