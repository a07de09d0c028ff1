/*
 * N-Queens II (LeetCode 52) in C++, COMPILE ERROR: the file has a main() of its own.
 *
 * Idea: count placements row by row with bitmasks of the taken columns and diagonals.
 * Bug: the main() used to try the class by hand is still in the file. LeetCode compiles
 * the file with its own main(), so the compiler reports a redefinition of main; keep
 * such a main in another file.
 *
 * Cost: would be O(n!) time (pruned); O(n) space.
 */
class Solution {
public:
    int totalNQueens(int n) {
        return count((1 << n) - 1, 0, 0, 0);
    }

private:
    int count(int full, int cols, int left, int right) {
        if (cols == full) {
            return 1;
        }
        int total = 0;
        for (int free = full & ~(cols | left | right); free; free &= free - 1) {
            int bit = free & -free;
            total += count(full, cols | bit, ((left | bit) << 1) & full, (right | bit) >> 1);
        }
        return total;
    }
};

int main() {
    cout << Solution().totalNQueens(8) << endl;
    return 0;
}
