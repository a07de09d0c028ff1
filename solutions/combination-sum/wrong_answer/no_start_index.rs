// Combination Sum (LeetCode 39), WRONG ANSWER: each level tries every candidate from index 0.
//
// The same multiset is then found once per order of its numbers: example 1 answers
// [[2,2,3],[2,3,2],[3,2,2],[7]] instead of [[2,2,3],[7]]. A start index (recursing from i, not
// from 0) builds each combination once, in one order.
impl Solution {
    pub fn combination_sum(candidates: Vec<i32>, target: i32) -> Vec<Vec<i32>> {
        let mut result = Vec::new();
        let mut path = Vec::new();
        Self::search(&candidates, target, &mut path, &mut result);
        result
    }

    fn search(candidates: &[i32], remain: i32, path: &mut Vec<i32>, result: &mut Vec<Vec<i32>>) {
        if remain == 0 {
            result.push(path.clone());
            return;
        }
        for &c in candidates {
            if c <= remain {
                path.push(c);
                Self::search(candidates, remain - c, path, result);
                path.pop();
            }
        }
    }
}
