// Combination Sum II (LeetCode 40), WRONG ANSWER: the recursive call goes on from start + 1, not i + 1.
//
// Sorted, repeats skipped at each depth. Bug: after taking candidates[i] the search continues from
// start + 1, a slip of a few letters: when i > start, the next level may take entries before i,
// or i itself, once more, and the same multiset comes out along several paths, in several orders:
// example 1 answers [1,2,5] four times (as [1,2,5], [1,5,2], [2,1,5] and [5,1,2]), [1,7] and [2,6]
// twice each.
impl Solution {
    pub fn combination_sum2(candidates: Vec<i32>, target: i32) -> Vec<Vec<i32>> {
        let mut candidates = candidates;
        candidates.sort_unstable();
        let mut result = Vec::new();
        let mut path = Vec::new();
        Self::search(&candidates, 0, target, &mut path, &mut result);
        result
    }

    fn search(c: &[i32], start: usize, remain: i32, path: &mut Vec<i32>, result: &mut Vec<Vec<i32>>) {
        if remain == 0 {
            result.push(path.clone());
            return;
        }
        for i in start..c.len() {
            if c[i] > remain {
                break;
            }
            if i > start && c[i] == c[i - 1] {
                continue;
            }
            path.push(c[i]);
            Self::search(c, start + 1, remain - c[i], path, result);
            path.pop();
        }
    }
}
