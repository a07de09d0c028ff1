/*
 * N-Queens II (LeetCode 52) in C++, RUNTIME ERROR: a null pointer dereferenced.
 *
 * Idea: the queens placed so far form a linked list, newest first, each node on the caller's
 * stack; a square is safe when no queen in the list shares its column or a diagonal.
 * Bug: the walk down the list tests `q->next` where it means `q`. On the first row no queen is
 * placed yet and the list is a null pointer, which the test dereferences at once. Outside a
 * judge that is a segmentation fault; the sanitizers that LeetCode and this judge build with
 * report the null member access and its line.
 *
 * Cost: O(n! * n) time at most; O(n) space.
 */

struct Queen {
    int row, col;
    Queen* next;
};

class Solution {
public:
    int totalNQueens(int n) { return count(0, n, nullptr); }

private:
    static bool safe(const Queen* placed, int row, int col) {
        for (const Queen* q = placed; q->next != nullptr; q = q->next) {  // should be q != nullptr
            if (q->col == col || q->row - q->col == row - col || q->row + q->col == row + col) return false;
        }
        return true;
    }

    static int count(int row, int n, Queen* placed) {
        if (row == n) return 1;
        int total = 0;
        for (int col = 0; col < n; col++) {
            if (!safe(placed, row, col)) continue;
            Queen queen{row, col, placed};
            total += count(row + 1, n, &queen);
        }
        return total;
    }
};
