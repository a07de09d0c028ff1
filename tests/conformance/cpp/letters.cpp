class Solution {
public:
    vector<char> letters(string word) {
        return vector<char>(word.begin(), word.end());
    }
};
