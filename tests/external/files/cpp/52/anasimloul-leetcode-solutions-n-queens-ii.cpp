// Runtime: 7 ms (Top 64.18%) | Memory: 6 MB (Top 83.58%)
class Solution {
public:
    int totalNQueens(int n) {
    vector<bool> col(n), diag(2*n-1), anti_diag(2*n-1);
    return solve(col, diag, anti_diag, 0);
}

int solve(vector<bool>& col, vector<bool>& diag, vector<bool>& anti_diag, int row) {
    int n = size(col), count = 0;
    if(row == n) return 1;
    for(int column = 0; column < n; column++)
        if(!col[column] && !diag[row + column] && !anti_diag[row - column + n - 1]){
            col[column] = diag[row + column] = anti_diag[row - column + n - 1] = true;
            count += solve(col, diag, anti_diag, row + 1);
            col[column] = diag[row + column] = anti_diag[row - column + n - 1] = false;
        }
    return count;
}
};