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
        let (mut lo, mut hi): (i32, i32) = (1, n);
        loop {
            // checked_add: lo + hi passes i32::MAX at n = 2^31-1, and unwrap panics on the None.
            let mid = lo.checked_add(hi).unwrap() / 2;
            match guess(mid) {
                0 => return mid,
                -1 => hi = mid - 1,
                _ => lo = mid + 1,
            }
        }
    }
}
