// The scan draws in [0, total], one too many, and reads the weights with
// at(): a draw of total walks past the last weight, which throws.
class Solution {
public:
    Solution(vector<int>& w) : w(w), total(accumulate(w.begin(), w.end(), 0)) {
    }

    int pickIndex() {
        int left = rand() % (total + 1), i = 0;
        while ((left -= w.at(i)) >= 0) i++;
        return i;
    }

private:
    vector<int> w;
    int total;
};
