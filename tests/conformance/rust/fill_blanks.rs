impl Solution {
    pub fn fill_blanks(board: &mut Vec<Vec<char>>) {
        for row in board.iter_mut() {
            for cell in row.iter_mut() {
                if *cell == '.' {
                    *cell = '#';
                }
            }
        }
    }
}
