/*
 * Reference solution for LeetCode 529, "Minesweeper", in C++: the board after one click.
 *
 * Idea: a clicked mine becomes 'X' and nothing else changes. Otherwise breadth-first search
 * from the clicked square: a square with k adjacent mines shows the digit k and stops there;
 * one with none becomes 'B' and its unrevealed neighbours join the queue. A square is marked
 * 'B' when it is queued, so that no square is queued twice (a digit overwrites the mark).
 *
 * Cost: O(m * n) time, each square looking at its eight neighbours once; O(m * n) queue.
 */

class Solution {
public:
    vector<vector<char>> updateBoard(vector<vector<char>>& board, vector<int>& click) {
        int rows = board.size(), cols = board[0].size();
        if (board[click[0]][click[1]] == 'M') {
            board[click[0]][click[1]] = 'X';
            return board;
        }
        queue<pair<int, int>> pending;
        pending.push({click[0], click[1]});
        board[click[0]][click[1]] = 'B';
        while (!pending.empty()) {
            auto [r, c] = pending.front();
            pending.pop();
            int mines = 0;
            for (int dr = -1; dr <= 1; dr++) {
                for (int dc = -1; dc <= 1; dc++) {
                    int nr = r + dr, nc = c + dc;
                    if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && board[nr][nc] == 'M') mines++;
                }
            }
            if (mines > 0) {
                board[r][c] = '0' + mines;
                continue;
            }
            for (int dr = -1; dr <= 1; dr++) {
                for (int dc = -1; dc <= 1; dc++) {
                    int nr = r + dr, nc = c + dc;
                    if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && board[nr][nc] == 'E') {
                        board[nr][nc] = 'B';
                        pending.push({nr, nc});
                    }
                }
            }
        }
        return board;
    }
};
