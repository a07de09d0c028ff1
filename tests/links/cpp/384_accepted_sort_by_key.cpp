// Each element gets a random key from mt19937, and the copy is sorted by it.
class Solution {
public:
    Solution(vector<int>& nums) : nums(nums) {
    }

    vector<int> reset() {
        return nums;
    }

    vector<int> shuffle() {
        vector<pair<unsigned, int>> keyed;
        for (int x : nums) keyed.emplace_back(engine(), x);
        sort(keyed.begin(), keyed.end());
        vector<int> order;
        for (auto& [key, x] : keyed) order.push_back(x);
        return order;
    }

private:
    vector<int> nums;
    mt19937 engine{random_device{}()};
};
