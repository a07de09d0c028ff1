impl Solution {
    pub fn transpose(grid: Vec<Vec<i32>>) -> Vec<Vec<i32>> {
        let columns = grid.first().map_or(0, |row| row.len());
        (0..columns).map(|c| grid.iter().map(|row| row[c]).collect()).collect()
    }
}
