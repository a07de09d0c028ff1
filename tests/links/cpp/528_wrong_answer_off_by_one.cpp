// upper_bound where lower_bound belongs: a draw equal to a prefix sum goes to
// the next index, so a draw of the total gives w.size(), no index at all.
class Solution {
public:
    Solution(vector<int>& w) {
        partial_sum(w.begin(), w.end(), back_inserter(sums));
    }

    int pickIndex() {
        int target = rand() % sums.back() + 1;
        return upper_bound(sums.begin(), sums.end(), target) - sums.begin();
    }

private:
    vector<int> sums;
};
