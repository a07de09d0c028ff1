class Solution {
public:
    vector<int> shiftAll(vector<int>& nums, int by) {
        vector<int> shifted;
        for (int num : nums) shifted.push_back(num + by);
        return shifted;
    }
};
