impl Solution {
    pub fn shift_all(nums: Vec<i32>, by: i32) -> Vec<i32> {
        nums.into_iter().map(|num| num + by).collect()
    }
}
