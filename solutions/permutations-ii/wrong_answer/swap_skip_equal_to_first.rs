// Permutations II (LeetCode 47), WRONG ANSWER: swapping in place, skipping only numbers equal to nums[first].
//
// Sorted, then 46's swapping with swaps undone, plus the check "don't swap in a number equal to
// the one at position first". Bug: that only stops one value from being tried twice if all its
// copies are compared with it, but a swap puts a different number at `first` for the next
// iterations and leaves the tail unsorted, so a value already tried at this position is tried
// again. Example 1 passes; [1, 2, 1] too, but [2, 1, 2, 1, 2, 1, 2, 1] answers 1545 lists where
// 70 are distinct. A set of the values tried at each position (the Rust reference) is the fix.
impl Solution {
    pub fn permute_unique(nums: Vec<i32>) -> Vec<Vec<i32>> {
        let mut nums = nums;
        nums.sort();
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
            if i != first && nums[i] == nums[first] {
                continue;
            }
            nums.swap(first, i);
            Self::arrange(nums, first + 1, result);
            nums.swap(first, i);
        }
    }
}
