public class Solution extends GuessGame {
    public int guessNumber(int n) {
        long low = 1, high = n;  // long: the thirds of 2^31 - 1 overflow an int
        while (low <= high) {
            int mid1 = (int) (low + (high - low) / 3);
            int mid2 = (int) (high - (high - low) / 3);
            int res1 = guess(mid1);
            int res2 = guess(mid2);
            if (res1 == 0) {
                return mid1;
            }
            if (res2 == 0) {
                return mid2;
            }
            if (res1 < 0) {
                high = mid1 - 1;
            } else if (res2 > 0) {
                low = mid2 + 1;
            } else {
                low = mid1 + 1;
                high = mid2 - 1;
            }
        }
        return -1;
    }
}
