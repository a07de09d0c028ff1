// Draws cells until one is not flipped yet; the flipped ones are a set.
class Solution {
public:
    Solution(int m, int n) : m(m), n(n), cells(0, m * n - 1) {
    }

    vector<int> flip() {
        int cell;
        do cell = cells(engine);
        while (!flipped.insert(cell).second);
        return {cell / n, cell % n};
    }

    void reset() {
        flipped.clear();
    }

private:
    int m, n;
    uniform_int_distribution<int> cells;
    unordered_set<int> flipped;
    mt19937 engine{random_device{}()};
};
