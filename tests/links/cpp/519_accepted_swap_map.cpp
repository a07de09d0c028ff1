// Cells 0..total-1 are the unflipped ones, as if in an array; a flip draws an
// index, takes its cell and moves the last cell into its place. Only moved
// indices are stored.
class Solution {
public:
    Solution(int m, int n) : m(m), n(n), total(m * n) {
    }
    
    vector<int> flip() {
        uniform_int_distribution<int> draw(0, --total);
        int k = draw(engine);
        int cell = at(k);
        moved[k] = at(total);
        return {cell / n, cell % n};
    }
    
    void reset() {
        total = m * n;
        moved.clear();
    }

private:
    int at(int index) {
        auto it = moved.find(index);
        return it == moved.end() ? index : it->second;
    }

    int m, n, total;
    unordered_map<int, int> moved;
    mt19937 engine{random_device{}()};
};

/**
 * Your Solution object will be instantiated and called as such:
 * Solution* obj = new Solution(m, n);
 * vector<int> param_1 = obj->flip();
 * obj->reset();
 */
