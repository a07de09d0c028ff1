// Reference solution for LeetCode 47, "Permutations II", in Rust.
//
// Swap in place, as for 46, with one rule more: at each position, a value that has already been
// tried there is not swapped in again. The values run from -10 to 10, so a table of 21 flags per
// position says which were tried (value + 10); equal numbers then open a branch only once, and
// no permutation is built twice. A full arrangement is cloned into the answer.
//
// Cost: one leaf per distinct permutation, O(n) per step to try the positions; O(n) space besides the output.
impl Solution {
    pub fn permute_unique(nums: Vec<i32>) -> Vec<Vec<i32>> {
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
        let mut tried = [false; 21];
        for i in first..nums.len() {
            let slot = (nums[i] + 10) as usize;
            if tried[slot] {
                continue;
            }
            tried[slot] = true;
            nums.swap(first, i);
            Self::arrange(nums, first + 1, result);
            nums.swap(first, i);
        }
    }
}
