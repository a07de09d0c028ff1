// Combination Sum II (LeetCode 40) in Rust, COMPILE ERROR: a parameter is sorted without `mut`.
//
// Idea: sort, then backtrack from a start index, each candidate used at most once and equal
// candidates skipped at the same depth. Bug: LeetCode's signature takes `candidates: Vec<i32>`, not
// `mut candidates`; rustc refuses the sort: "cannot borrow `candidates` as mutable, as it is not
// declared as mutable".
impl Solution {
    pub fn combination_sum2(candidates: Vec<i32>, target: i32) -> Vec<Vec<i32>> {
        candidates.sort_unstable();
        let mut result = Vec::new();
        Self::search(&candidates, 0, target, &mut Vec::new(), &mut result);
        result
    }

    fn search(candidates: &[i32], start: usize, remain: i32, path: &mut Vec<i32>, result: &mut Vec<Vec<i32>>) {
        if remain == 0 {
            result.push(path.clone());
            return;
        }
        for i in start..candidates.len() {
            if i > start && candidates[i] == candidates[i - 1] {
                continue;
            }
            if candidates[i] > remain {
                break;
            }
            path.push(candidates[i]);
            Self::search(candidates, i + 1, remain - candidates[i], path, result);
            path.pop();
        }
    }
}
