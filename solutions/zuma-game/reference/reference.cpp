/*
 * Reference solution for LeetCode 488, "Zuma Game", in C++.
 *
 * Idea: breadth-first search over (row, hand) states, the hand kept sorted, each state visited
 * once: the first empty row is reached with the fewest balls. From a state, one ball of each
 * distinct colour goes into the places that can matter: before a ball of its own colour
 * (never just after one: that is the same row), or between two equal balls of another colour,
 * splitting the pair so that each half can be completed later ("RRWWRRBBRR" with "WB" needs
 * it). The last ball of the hand only goes where it makes a pair into three: nothing else can
 * empty the row. A new state is dropped when it is hopeless: some colour of the row cannot
 * gather three balls from row and hand, the colours together lack more balls than the hand
 * holds, or one ball is left and the row has no pair of its colour.
 * Removals are worked out around the new ball only: before a move no group holds three, so
 * only the new ball's group can vanish, then the group its two neighbours form, and so on.
 * A state is one string, "row|hand"; rows are edited in place to keep allocations few.
 *
 * Cost: the states are the rows reachable from a row of at most 16 balls with a hand of at
 * most 5, less the hopeless ones; each is expanded in O(|hand| * |row|^2).
 */

class Solution {
public:
    int findMinStep(string board, string hand) {
        sort(hand.begin(), hand.end());
        vector<pair<string, string>> level = {{board, hand}};
        unordered_set<string> seen = {board + '|' + hand};
        string next, rest, key;
        for (int step = 1; !level.empty(); step++) {
            vector<pair<string, string>> following;
            for (const auto& [row, balls] : level) {
                bool last = balls.size() == 1;
                for (size_t j = 0; j < balls.size(); j++) {
                    if (j > 0 && balls[j] == balls[j - 1]) continue;  // the same colour again
                    char ball = balls[j];
                    rest.assign(balls, 0, j);
                    rest.append(balls, j + 1);
                    for (size_t i = 0; i <= row.size(); i++) {
                        if (i > 0 && row[i - 1] == ball) continue;  // the same row as before the group
                        if (i < row.size() && row[i] == ball) {
                            // The last ball is of use only where it makes a pair into three.
                            if (last && (i + 1 == row.size() || row[i + 1] != ball)) continue;
                        } else if (last || i == 0 || i == row.size() || row[i - 1] != row[i]) {
                            continue;  // neither beside its colour nor splitting a pair
                        }
                        next.assign(row);
                        next.insert(next.begin() + i, ball);
                        settle(next, i);
                        if (next.empty()) return step;
                        if (last || hopeless(next, rest)) continue;
                        key.assign(next);
                        key += '|';
                        key += rest;
                        if (seen.insert(key).second) following.emplace_back(next, rest);
                    }
                }
            }
            level = move(following);
        }
        return -1;
    }

private:
    // Removes the group through position at when it holds three, then the group its two
    // neighbours join into, and so on.
    static void settle(string& row, size_t at) {
        while (!row.empty()) {
            size_t left = at, right = at;
            while (left > 0 && row[left - 1] == row[at]) left--;
            while (right + 1 < row.size() && row[right + 1] == row[at]) right++;
            if (right - left < 2) return;
            row.erase(left, right + 1 - left);
            // Only when the neighbours of the gap are equal can a new group have three.
            if (left == 0 || left == row.size() || row[left - 1] != row[left]) return;
            at = left;
        }
    }

    // Whether the hand can no longer empty the row (see the prunings above).
    static bool hopeless(const string& row, const string& hand) {
        // The last ball can only empty the row by making a pair into three.
        if (hand.size() == 1) return row.find(string(2, hand[0])) == string::npos;
        array<int, 128> onRow{}, inHand{};
        for (char b : row) onRow[b & 127]++;
        for (char b : hand) inHand[b & 127]++;
        int needed = 0;
        for (int colour = 0; colour < 128; colour++) {
            if (onRow[colour] == 0 || onRow[colour] >= 3) continue;
            int missing = 3 - onRow[colour];
            if (inHand[colour] < missing) return true;
            needed += missing;
        }
        return needed > (int)hand.size();
    }
};
