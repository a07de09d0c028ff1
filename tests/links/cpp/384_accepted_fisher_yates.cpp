// Fisher-Yates on a copy; reset hands back the original.
class Solution {
public:
    Solution(vector<int>& nums) : original(nums), current(nums) {
    }
    
    vector<int> reset() {
        current = original;
        return current;
    }
    
    vector<int> shuffle() {
        for (int i = current.size() - 1; i > 0; i--)
            swap(current[i], current[rand() % (i + 1)]);
        return current;
    }

private:
    vector<int> original, current;
};

/**
 * Your Solution object will be instantiated and called as such:
 * Solution* obj = new Solution(nums);
 * vector<int> param_1 = obj->reset();
 * vector<int> param_2 = obj->shuffle();
 */
