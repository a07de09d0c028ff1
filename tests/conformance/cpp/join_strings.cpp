class Solution {
public:
    string joinStrings(string board, string hand) {
        return board + hand;
    }
};
