class Solution {
public:
    vector<vector<int>> transpose(vector<vector<int>>& grid) {
        int rows = grid.size(), cols = grid[0].size();
        vector<vector<int>> result(cols, vector<int>(rows));
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                result[c][r] = grid[r][c];
            }
        }
        return result;
    }
};
