// Keeps a reference to the constructor's argument, a vector that does not
// outlive the constructor call: the first shuffle reads a dead object.
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
    vector<int>& nums;
    default_random_engine engine{random_device{}()};
};
