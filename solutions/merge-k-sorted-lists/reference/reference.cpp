/*
 * Reference solution for LeetCode 23, "Merge k Sorted Lists", in C++.
 *
 * Idea: divide and conquer. Lists are merged in pairs, two sorted lists at a time by relinking
 * their nodes (the smaller head first, ties to the earlier list); each round halves the number
 * of lists, so after about log2(k) rounds one list holds every node. Nothing is copied, and the
 * rounds go bottom up, without recursion.
 *
 * Cost: O(N log k) for N nodes in k lists; O(1) besides the given array.
 */
class Solution {
public:
    ListNode* mergeKLists(vector<ListNode*>& lists) {
        if (lists.empty()) return nullptr;
        int count = lists.size();
        for (int width = 1; width < count; width *= 2) {
            for (int i = 0; i + width < count; i += 2 * width) {
                lists[i] = mergeTwo(lists[i], lists[i + width]);
            }
        }
        return lists[0];
    }

private:
    static ListNode* mergeTwo(ListNode* a, ListNode* b) {
        ListNode dummy;
        ListNode* tail = &dummy;
        while (a && b) {
            ListNode*& smaller = (b->val < a->val) ? b : a;
            tail->next = smaller;
            tail = smaller;
            smaller = smaller->next;
        }
        tail->next = a ? a : b;
        return dummy.next;
    }
};
