class Solution {
public:
    void fillBlanks(vector<vector<char>>& board) {
        for (auto& row : board) {
            for (char& cell : row) {
                if (cell == '.') cell = '#';
            }
        }
    }
};
