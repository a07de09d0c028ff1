impl Solution {
    pub fn sort_in_place(nums: &mut Vec<i32>) {
        nums.sort();
    }
}
