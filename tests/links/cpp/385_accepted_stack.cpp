// One pass with a stack of the lists still open; each list is added to its parent when it closes.
class Solution {
public:
    NestedInteger deserialize(string s) {
        if (s[0] != '[') return NestedInteger(stoi(s));
        vector<NestedInteger> open;
        for (size_t i = 0; i < s.size(); i++) {
            char c = s[i];
            if (c == '[') {
                open.emplace_back();
            } else if (c == ']') {
                if (open.size() == 1) break;
                NestedInteger done = std::move(open.back());
                open.pop_back();
                open.back().add(done);
            } else if (c == '-' || isdigit(c)) {
                size_t end = i + 1;
                while (end < s.size() && isdigit(s[end])) end++;
                open.back().add(NestedInteger(stoi(s.substr(i, end - i))));
                i = end - 1;
            }
        }
        return open.back();
    }
};
