impl Solution {
    pub fn reverse_longs(mut values: Vec<i64>) -> Vec<i64> {
        values.reverse();
        values
    }
}
