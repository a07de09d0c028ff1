// Mistake: a ball is only ever inserted next to a ball of its own colour; some rows need a ball of another colour to split a pair ("RRWWRRBBRR" with hand "WB" needs 2, this says -1).
class Solution {
public:
    int findMinStep(string board, string hand) {
        sort(hand.begin(), hand.end());
        queue<pair<string, string>> level;
        unordered_set<string> seen;
        level.push({board, hand});
        seen.insert(board + '|' + hand);
        for (int step = 1; !level.empty(); step++) {
            for (size_t size = level.size(); size > 0; size--) {
                auto [row, balls] = level.front();
                level.pop();
                for (size_t j = 0; j < balls.size(); j++) {
                    if (j > 0 && balls[j] == balls[j - 1]) continue;  // the same colour again
                    char ball = balls[j];
                    string rest = balls.substr(0, j) + balls.substr(j + 1);
                    for (size_t i = 0; i <= row.size(); i++) {
                        if (i >= row.size() || row[i] != ball) continue;  // only next to its own colour
                        string next = collapse(row.substr(0, i) + ball + row.substr(i));
                        if (next.empty()) return step;
                        if (seen.insert(next + '|' + rest).second) level.push({next, rest});
                    }
                }
            }
        }
        return -1;
    }

private:
    // Removes every run of three or more balls of one colour, and the runs those removals join.
    static string collapse(const string& row) {
        vector<pair<char, int>> runs;
        for (char ball : row) {
            while (!runs.empty() && runs.back().first != ball && runs.back().second >= 3) runs.pop_back();
            if (!runs.empty() && runs.back().first == ball) {
                runs.back().second++;
            } else {
                runs.push_back({ball, 1});
            }
        }
        if (!runs.empty() && runs.back().second >= 3) runs.pop_back();
        string out;
        for (auto [ball, count] : runs) out.append(count, ball);
        return out;
    }
};
