class Solution {
public:
    int guessNumber(int n) {
        // The bounds in 64 bits: their sum cannot overflow.
        long long low = 1, high = n;
        while (low <= high) {
            long long middle = (low + high) >> 1;
            switch (guess((int)middle)) {
                case 0: return (int)middle;
                case -1: high = middle - 1; break;
                default: low = middle + 1;
            }
        }
        return -1;
    }
};
