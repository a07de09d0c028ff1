/**
 * Definition for singly-linked list.
 * struct ListNode {
 *     int val;
 *     ListNode *next;
 *     ListNode() : val(0), next(nullptr) {}
 *     ListNode(int x) : val(x), next(nullptr) {}
 *     ListNode(int x, ListNode *next) : val(x), next(next) {}
 * };
 */
// Reservoir sampling: the k-th node replaces the choice with chance 1/k.
class Solution {
public:
    Solution(ListNode* head) : head(head) {
    }
    
    int getRandom() {
        int seen = 0, chosen = 0;
        for (ListNode* node = head; node; node = node->next)
            if (rand() % ++seen == 0) chosen = node->val;
        return chosen;
    }

private:
    ListNode* head;
};

/**
 * Your Solution object will be instantiated and called as such:
 * Solution* obj = new Solution(head);
 * int param_1 = obj->getRandom();
 */
