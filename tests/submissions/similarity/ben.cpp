#include <bits/stdc++.h>
using namespace std;

class Solution {
    // try each column of row r
    static void dfs(int r, int size, vector<string>& grid, unordered_set<int>& used, unordered_set<int>& d1, unordered_set<int>& d2, vector<vector<string>>& out)
    {
        if (r == size) { out.push_back(grid); return; }
        for (int c = 0; c < size; c++)
        {
            if (used.count(c) || d1.count(r - c) || d2.count(r + c))
                continue;
            used.insert(c); d1.insert(r - c); d2.insert(r + c);
            grid[r][c] = 'Q';
            dfs(r + 1, size, grid, used, d1, d2, out);
            grid[r][c] = '.';
            used.erase(c); d1.erase(r - c); d2.erase(r + c);
        }
    }
public:
    vector<vector<string>> solveNQueens(int size)
    {
        vector<vector<string>> out;
        vector<string> grid(size, string(size, '.'));
        unordered_set<int> used, d1, d2;
        dfs(0, size, grid, used, d1, d2, out);
        return out;
    }
};
