// Fisher-Yates begun at index size, with at(): the first swap throws
// std::out_of_range.
class Solution {
public:
    Solution(vector<int>& nums) : nums(nums) {
    }

    vector<int> reset() {
        return nums;
    }

    vector<int> shuffle() {
        vector<int> order = nums;
        for (int i = order.size(); i > 0; i--)
            swap(order.at(i), order.at(rand() % (i + 1)));
        return order;
    }

private:
    vector<int> nums;
};
