impl Solution {
    pub fn scale_all(values: Vec<f64>, factor: f64) -> Vec<f64> {
        values.iter().map(|value| value * factor).collect()
    }
}
