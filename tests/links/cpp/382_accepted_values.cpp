// The list's values copied into a vector once; a draw is one index, from a
// mt19937 seeded by random_device.
class Solution {
public:
    Solution(ListNode* head) {
        for (; head; head = head->next) values.push_back(head->val);
    }

    int getRandom() {
        uniform_int_distribution<size_t> index(0, values.size() - 1);
        return values[index(engine)];
    }

private:
    vector<int> values;
    mt19937 engine{random_device{}()};
};
