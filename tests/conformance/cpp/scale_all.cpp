class Solution {
public:
    vector<double> scaleAll(vector<double>& values, double factor) {
        vector<double> scaled;
        for (double value : values) scaled.push_back(value * factor);
        return scaled;
    }
};
