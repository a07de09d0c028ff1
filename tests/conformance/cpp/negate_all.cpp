class Solution {
public:
    vector<bool> negateAll(vector<bool>& flags) {
        vector<bool> negated(flags.size());
        for (size_t i = 0; i < flags.size(); i++) negated[i] = !flags[i];
        return negated;
    }
};
