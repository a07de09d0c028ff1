class Solution {
public:
    vector<string> reverseWords(vector<string>& words) {
        reverse(words.begin(), words.end());
        return words;
    }
};
