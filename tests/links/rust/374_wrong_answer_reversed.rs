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
        let (mut lo, mut hi) = (1i64, n as i64);
        while lo <= hi {
            let mid = (lo + hi) / 2;
            let said = guess(mid as i32);
            if said == 0 {
                return mid as i32;
            }
            // Read the wrong way round: 1 means the pick is higher, not lower.
            if said > 0 {
                hi = mid - 1;
            } else {
                lo = mid + 1;
            }
        }
        -1
    }
}
