class Solution {
public:
    int guessNumber(int n) {
        for (int number = 1; number < n; number++) {
            if (guess(number) == 0) return number;
        }
        return n;
    }
};
