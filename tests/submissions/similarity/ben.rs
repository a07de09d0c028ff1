use std::collections::HashSet;

impl Solution {
    fn dfs(size: i32, stack: &mut Vec<i32>, seen: &mut (HashSet<i32>, HashSet<i32>, HashSet<i32>), out: &mut Vec<Vec<String>>) {
        let r = stack.len() as i32;
        if r == size {
            let grid = stack.iter().map(|&c| format!("{}Q{}", ".".repeat(c as usize), ".".repeat((size - c - 1) as usize))).collect();
            out.push(grid);
            return;
        }
        for c in 0..size {
            // attacked?
            if seen.0.contains(&c) || seen.1.contains(&(r + c)) || seen.2.contains(&(r - c)) { continue; }
            seen.0.insert(c); seen.1.insert(r + c); seen.2.insert(r - c);
            stack.push(c);
            Self::dfs(size, stack, seen, out);
            stack.pop();
            seen.0.remove(&c); seen.1.remove(&(r + c)); seen.2.remove(&(r - c));
        }
    }

    pub fn solve_n_queens(size: i32) -> Vec<Vec<String>> {
        let mut out = Vec::new();
        let mut stack = Vec::new();
        let mut seen = (HashSet::new(), HashSet::new(), HashSet::new());
        Self::dfs(size, &mut stack, &mut seen, &mut out);
        out
    }
}
