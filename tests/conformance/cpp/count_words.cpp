class Solution {
public:
    int countWords(vector<vector<string>>& groups) {
        int total = 0;
        for (auto& group : groups) total += group.size();
        return total;
    }
};
