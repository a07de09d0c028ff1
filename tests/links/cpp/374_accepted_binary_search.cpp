/** 
 * Forward declaration of guess API.
 * @param  num   your guess
 * @return 	     -1 if num is higher than the picked number
 *			      1 if num is lower than the picked number
 *               otherwise return 0
 * int guess(int num);
 */

class Solution {
public:
    int guessNumber(int n) {
        int low = 1, high = n;
        while (true) {
            int middle = low + (high - low) / 2;
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
