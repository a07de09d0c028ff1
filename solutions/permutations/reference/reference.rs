// Reference solution for LeetCode 46, "Permutations", in Rust.
//
// Swap in place: position `first` takes in turn each number from `first` onwards, the rest is
// permuted recursively, and the swap is undone; a full arrangement is cloned into the answer.
//
// Cost: O(n * n!) time; O(n) space besides the output.
impl Solution {
    pub fn permute(nums: Vec<i32>) -> Vec<Vec<i32>> {
        let mut nums = nums;
        let mut result = Vec::new();
        Self::arrange(&mut nums, 0, &mut result);
        result
    }

    fn arrange(nums: &mut Vec<i32>, first: usize, result: &mut Vec<Vec<i32>>) {
        if first == nums.len() {
            result.push(nums.clone());
            return;
        }
        for i in first..nums.len() {
            nums.swap(first, i);
            Self::arrange(nums, first + 1, result);
            nums.swap(first, i);
        }
    }
}
