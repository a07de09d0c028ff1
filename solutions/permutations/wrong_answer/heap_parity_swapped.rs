// Permutations (LeetCode 46), WRONG ANSWER: Heap's algorithm with the two parity cases swapped.
//
// Heap's algorithm reaches every ordering with one swap each: after the k - 1 first numbers have
// been permuted, swap position k - 1 with position i when k is even, with position 0 when k is
// odd. Bug: the cases are the wrong way round (odd k swaps with i), so some orderings come back
// while others are never reached: 6 lists for [1, 2, 3], but only 4 different ones.
impl Solution {
    pub fn permute(nums: Vec<i32>) -> Vec<Vec<i32>> {
        let mut nums = nums;
        let mut result = Vec::new();
        let k = nums.len();
        Self::generate(k, &mut nums, &mut result);
        result
    }

    fn generate(k: usize, nums: &mut Vec<i32>, result: &mut Vec<Vec<i32>>) {
        if k <= 1 {
            result.push(nums.clone());
            return;
        }
        for i in 0..k - 1 {
            Self::generate(k - 1, nums, result);
            if k % 2 == 1 {
                nums.swap(i, k - 1);
            } else {
                nums.swap(0, k - 1);
            }
        }
        Self::generate(k - 1, nums, result);
    }
}
