class Solution {
public:
    vector<long long> reverseLongs(vector<long long>& values) {
        return vector<long long>(values.rbegin(), values.rend());
    }
};
