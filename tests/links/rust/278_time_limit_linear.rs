// The API isBadVersion is defined for you.
// isBadVersion(version:i32)-> bool;
// to call it use self.isBadVersion(version)

impl Solution {
    pub fn first_bad_version(&self, n: i32) -> i32 {
        for version in 1..=n {
            if self.isBadVersion(version) {
                return version;
            }
        }
        n
    }
}
