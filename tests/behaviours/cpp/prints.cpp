// expect stdout: "cout n={n}\nprintf n={n}\nunfinished"
// expect stderr: "cerr n={n}"
class Solution {
public:
    int totalNQueens(int n) {
        cout << "cout n=" << n << '\n';
        printf("printf n=%d\n", n);
        cerr << "cerr n=" << n;  // no newline, never flushed by the solution itself
        cout << "unfinished";
        return count(n, 0, 0, 0, 0);
    }

private:
    int count(int n, int row, unsigned cols, unsigned left, unsigned right) {
        if (row == n) return 1;
        int total = 0;
        for (int col = 0; col < n; col++) {
            unsigned bit = 1u << col;
            if ((cols | left | right) & bit) continue;
            total += count(n, row + 1, cols | bit, (left | bit) << 1, (right | bit) >> 1);
        }
        return total;
    }
};
