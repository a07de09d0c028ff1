// Subtracts each weight from a draw in [0, total) until it goes negative.
class Solution {
public:
    Solution(vector<int>& w) : w(w), total(accumulate(w.begin(), w.end(), 0)) {
    }

    int pickIndex() {
        int left = rand() % total, i = 0;
        while ((left -= w[i]) >= 0) i++;
        return i;
    }

private:
    vector<int> w;
    int total;
};
