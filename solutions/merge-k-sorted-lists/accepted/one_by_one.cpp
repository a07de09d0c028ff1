/*
 * Merge k Sorted Lists (LeetCode 23), ACCEPTED: the lists merged into the result one at a time.
 *
 * Idea: keep one merged list and fold each list of the array into it with a two-way merge. It is
 * the simplest approach and the slowest LeetCode accepts: the i-th merge may walk the whole
 * result so far, so 10^4 lists of one node in ascending order cost about 5 * 10^7 steps. In C++
 * that is well within the limit; in Python it is not (time_limit_exceeded/one_by_one.py).
 *
 * Cost: O(k * N) for N nodes in k lists; O(1) extra space.
 */
class Solution {
public:
    ListNode* mergeKLists(vector<ListNode*>& lists) {
        ListNode* merged = nullptr;
        for (ListNode* list : lists) merged = mergeTwo(merged, list);
        return merged;
    }

private:
    static ListNode* mergeTwo(ListNode* a, ListNode* b) {
        ListNode dummy;
        ListNode* tail = &dummy;
        while (a && b) {
            if (a->val <= b->val) {
                tail->next = a;
                a = a->next;
            } else {
                tail->next = b;
                b = b->next;
            }
            tail = tail->next;
        }
        tail->next = a ? a : b;
        return dummy.next;
    }
};
