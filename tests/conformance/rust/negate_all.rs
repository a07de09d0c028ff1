impl Solution {
    pub fn negate_all(flags: Vec<bool>) -> Vec<bool> {
        flags.iter().map(|&flag| !flag).collect()
    }
}
