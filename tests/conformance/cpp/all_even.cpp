class Solution {
public:
    bool allEven(vector<int>& nums) {
        return all_of(nums.begin(), nums.end(), [](int num) { return num % 2 == 0; });
    }
};
