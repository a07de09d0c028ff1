impl Solution {
    pub fn all_even(nums: Vec<i32>) -> bool {
        nums.iter().all(|&num| num % 2 == 0)
    }
}
