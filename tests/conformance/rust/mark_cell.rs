impl Solution {
    pub fn mark_cell(mut board: Vec<Vec<char>>, click: Vec<i32>) -> Vec<Vec<char>> {
        board[click[0] as usize][click[1] as usize] = 'X';
        board
    }
}
