// Reference solution for LeetCode 39, "Combination Sum", in Rust.
//
// Backtracking over the sorted candidates with a start index: after taking candidates[i] the
// search continues from i, never from an earlier index, so each combination is built once, in
// ascending order; the loop stops at the first candidate larger than what remains.
//
// Cost: one step per partial combination within the target; O(target) space besides the output.
impl Solution {
    pub fn combination_sum(candidates: Vec<i32>, target: i32) -> Vec<Vec<i32>> {
        let mut candidates = candidates;
        candidates.sort_unstable();
        let mut result = Vec::new();
        let mut path = Vec::new();
        Self::search(&candidates, 0, target, &mut path, &mut result);
        result
    }

    fn search(candidates: &[i32], start: usize, remain: i32, path: &mut Vec<i32>, result: &mut Vec<Vec<i32>>) {
        if remain == 0 {
            result.push(path.clone());
            return;
        }
        for i in start..candidates.len() {
            if candidates[i] > remain {
                break;
            }
            path.push(candidates[i]);
            Self::search(candidates, i, remain - candidates[i], path, result);
            path.pop();
        }
    }
}
