/*
 * Merge k Sorted Lists (LeetCode 23), RUNTIME ERROR: empty lists are pushed into the heap.
 *
 * A sound priority-queue merge that pushes every head of the array. Bug: an empty list is a
 * nullptr, and the comparator reads its val (and so does the loop once it is popped): a null
 * pointer dereference as soon as the array holds an empty list, on example 3, lists = [[]].
 */
class Solution {
public:
    ListNode* mergeKLists(vector<ListNode*>& lists) {
        auto later = [](ListNode* a, ListNode* b) { return a->val > b->val; };
        priority_queue<ListNode*, vector<ListNode*>, decltype(later)> heads(later);
        for (ListNode* head : lists) heads.push(head);
        ListNode dummy;
        ListNode* tail = &dummy;
        while (!heads.empty()) {
            ListNode* node = heads.top();
            heads.pop();
            tail->next = node;
            tail = node;
            if (node->next) heads.push(node->next);
        }
        return dummy.next;
    }
};
