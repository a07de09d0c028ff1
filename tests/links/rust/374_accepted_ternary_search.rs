/** 
 * Forward declaration of guess API.
 * @param  num   your guess
 * @return 	     -1 if num is higher than the picked number
 *			      1 if num is lower than the picked number
 *               otherwise return 0
 * unsafe fn guess(num: i32) -> i32 {}
 */

impl Solution {
    unsafe fn guessNumber(n: i32) -> i32 {
        // Two guesses cut the range in three; i64, as lo + 2 * third passes i32::MAX.
        let (mut lo, mut hi) = (1i64, n as i64);
        while lo <= hi {
            let third = (hi - lo) / 3;
            let (left, right) = (lo + third, hi - third);
            let at_left = guess(left as i32);
            if at_left == 0 {
                return left as i32;
            }
            let at_right = guess(right as i32);
            if at_right == 0 {
                return right as i32;
            }
            if at_left < 0 {
                hi = left - 1;
            } else if at_right > 0 {
                lo = right + 1;
            } else {
                lo = left + 1;
                hi = right - 1;
            }
        }
        -1
    }
}
