// Prefix sums of the weights; lower_bound finds the first sum at least as
// large as a draw in [1, total].
class Solution {
public:
    Solution(vector<int>& w) {
        partial_sum(w.begin(), w.end(), back_inserter(sums));
    }
    
    int pickIndex() {
        int target = rand() % sums.back() + 1;
        return lower_bound(sums.begin(), sums.end(), target) - sums.begin();
    }

private:
    vector<int> sums;
};

/**
 * Your Solution object will be instantiated and called as such:
 * Solution* obj = new Solution(w);
 * int param_1 = obj->pickIndex();
 */
