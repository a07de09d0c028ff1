// Reference solution for LeetCode 40, "Combination Sum II", in Rust.
//
// Backtracking over the sorted candidates with a start index: each entry is used at most once
// (recurse from i + 1), and at one depth only the first of equal candidates is tried, so no
// combination is built twice; the loop stops at the first candidate larger than what remains.
//
// Cost: one step per distinct partial combination within the target; O(target) space besides the output.
impl Solution {
    pub fn combination_sum2(candidates: Vec<i32>, target: i32) -> Vec<Vec<i32>> {
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
            if i > start && candidates[i] == candidates[i - 1] {
                continue;
            }
            path.push(candidates[i]);
            Self::search(candidates, i + 1, remain - candidates[i], path, result);
            path.pop();
        }
    }
}
