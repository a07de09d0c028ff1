impl Solution {
    pub fn row_sums(grid: Vec<Vec<i64>>) -> Vec<i64> {
        grid.iter().map(|row| row.iter().sum()).collect()
    }
}
