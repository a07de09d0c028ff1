// The standard library's weighted draw.
class Solution {
public:
    Solution(vector<int>& w) : pick(w.begin(), w.end()) {
    }

    int pickIndex() {
        return pick(engine);
    }

private:
    discrete_distribution<int> pick;
    mt19937 engine{random_device{}()};
};
