// Recursive descent: a list reads its items until its closing bracket; setInteger for a number.
class Solution {
    size_t at = 0;

    NestedInteger parse(const string &s) {
        NestedInteger result;
        if (s[at] != '[') {
            size_t end = at;
            while (end < s.size() && s[end] != ',' && s[end] != ']') end++;
            result.setInteger(stoi(s.substr(at, end - at)));
            at = end;
            return result;
        }
        at++;
        while (s[at] != ']') {
            result.add(parse(s));
            if (s[at] == ',') at++;
        }
        at++;
        return result;
    }

public:
    NestedInteger deserialize(string s) { return parse(s); }
};
