class Solution {
public:
    vector<long long> rowSums(vector<vector<long long>>& grid) {
        vector<long long> sums;
        for (auto& row : grid) sums.push_back(accumulate(row.begin(), row.end(), 0LL));
        return sums;
    }
};
