// Every index as likely, whatever its weight.
class Solution {
public:
    Solution(vector<int>& w) : n(w.size()) {
    }

    int pickIndex() {
        return rand() % n;
    }

private:
    int n;
};
