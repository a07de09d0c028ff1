/*
 * Reference solution for LeetCode 488, "Zuma Game", in C++.
 *
 * Idea: breadth-first search over (row, hand) states, the hand kept sorted, each state visited
 * once: the first empty row is reached with the fewest balls. From a state, one ball of each
 * distinct colour goes into the places that can matter: before a ball of its own colour
 * (never just after one: that is the same row), or between two equal balls of another colour,
 * splitting the pair so that each half can be completed later ("RRWWRRBBRR" with "WB" needs
 * it). After an insertion the row collapses: runs of three or more vanish, in chains.
 * A state is one string, "row|hand"; rows are edited in place to keep allocations few.
 *
 * Cost: the states are the rows reachable from a row of at most 16 balls with a hand of at
 * most 5 (tens of thousands at worst); each is expanded in O(|hand| * |row|^2).
 */

class Solution {
public:
    int findMinStep(string board, string hand) {
        sort(hand.begin(), hand.end());
        vector<pair<string, string>> level = {{board, hand}};
        unordered_set<string> seen = {board + '|' + hand};
        string next, key;
        for (int step = 1; !level.empty(); step++) {
            vector<pair<string, string>> following;
            for (const auto& [row, balls] : level) {
                for (size_t j = 0; j < balls.size(); j++) {
                    if (j > 0 && balls[j] == balls[j - 1]) continue;  // the same colour again
                    char ball = balls[j];
                    for (size_t i = 0; i <= row.size(); i++) {
                        if (i > 0 && row[i - 1] == ball) continue;
                        bool useful = (i < row.size() && row[i] == ball) ||
                                      (i > 0 && i < row.size() && row[i - 1] == row[i] && row[i] != ball);
                        if (!useful) continue;
                        next.assign(row);
                        next.insert(next.begin() + i, ball);
                        collapse(next);
                        if (next.empty()) return step;
                        key.assign(next);
                        key += '|';
                        key.append(balls, 0, j);
                        key.append(balls, j + 1);
                        if (seen.insert(key).second) following.emplace_back(next, key.substr(next.size() + 1));
                    }
                }
            }
            level = move(following);
        }
        return -1;
    }

private:
    // Removes every run of three or more balls of one colour, and the runs those removals join.
    static void collapse(string& row) {
        char ball[32];
        int count[32], runs = 0;
        for (char b : row) {
            while (runs > 0 && ball[runs - 1] != b && count[runs - 1] >= 3) runs--;
            if (runs > 0 && ball[runs - 1] == b) {
                count[runs - 1]++;
            } else {
                ball[runs] = b;
                count[runs++] = 1;
            }
        }
        if (runs > 0 && count[runs - 1] >= 3) runs--;
        row.clear();
        for (int r = 0; r < runs; r++) row.append(count[r], ball[r]);
    }
};
