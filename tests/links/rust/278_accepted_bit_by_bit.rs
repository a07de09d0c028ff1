// The API isBadVersion is defined for you.
// isBadVersion(version:i32)-> bool;
// to call it use self.isBadVersion(version)

impl Solution {
    pub fn first_bad_version(&self, n: i32) -> i32 {
        // The last good version, built from its highest bit down.
        let mut good: i64 = 0;
        let mut step: i64 = 1 << 30;
        while step > 0 {
            let next = good + step;
            if next <= n as i64 && !self.isBadVersion(next as i32) {
                good = next;
            }
            step >>= 1;
        }
        (good + 1) as i32
    }
}
