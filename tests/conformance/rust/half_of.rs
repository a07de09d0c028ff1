impl Solution {
    pub fn half_of(d: f64) -> f64 {
        d / 2.0
    }
}
