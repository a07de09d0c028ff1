// Mistake: a clicked mine becomes 'X' but the method does not stop there: the search that follows overwrites the 'X' and reveals the squares around it.
class Solution {
public:
    vector<vector<char>> updateBoard(vector<vector<char>>& board, vector<int>& click) {
        int rows = board.size(), cols = board[0].size();
        if (board[click[0]][click[1]] == 'M') {
            board[click[0]][click[1]] = 'X';
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
