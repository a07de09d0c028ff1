class Solution {
public:
    int firstBadVersion(int n) {
        int low = 1, high = n;
        while (low < high) {
            int middle = low + (high - low) / 2;
            if (isBadVersion(middle)) {
                high = middle - 1;  // may step past the first bad version
            } else {
                low = middle + 1;
            }
        }
        return low;
    }
};
