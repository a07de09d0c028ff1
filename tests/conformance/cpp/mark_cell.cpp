class Solution {
public:
    vector<vector<char>> markCell(vector<vector<char>>& board, vector<int>& click) {
        board[click[0]][click[1]] = 'X';
        return board;
    }
};
