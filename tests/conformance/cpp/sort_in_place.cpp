class Solution {
public:
    void sortInPlace(vector<int>& nums) {
        sort(nums.begin(), nums.end());
    }
};
