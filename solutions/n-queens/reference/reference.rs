// Reference solution for LeetCode 51, "N-Queens", in Rust: list every placement.
//
// Idea: backtracking one row at a time on bitmasks -- `free` holds the columns still
// empty, `left` and `right` the squares of the current row attacked along the two
// diagonal directions -- recording the column of each row's queen. Boards are only
// built at the leaves, from row strings prepared once per column.
//
// Cost: exponential time (far below n! nodes), O(n) extra space besides the
// O(n^2 S(n)) output for the S(n) boards.

impl Solution {
    pub fn solve_n_queens(n: i32) -> Vec<Vec<String>> {
        let n = n as usize;
        let rows: Vec<String> = (0..n)
            .map(|col| (0..n).map(|c| if c == col { 'Q' } else { '.' }).collect())
            .collect();
        let mut boards = Vec::new();
        let mut queens = vec![0usize; n];
        Self::place(0, (1u32 << n) - 1, 0, 0, &rows, &mut queens, &mut boards);
        boards
    }

    fn place(
        row: usize,
        free: u32,
        left: u32,
        right: u32,
        rows: &[String],
        queens: &mut Vec<usize>,
        boards: &mut Vec<Vec<String>>,
    ) {
        if row == queens.len() {
            boards.push(queens.iter().map(|&col| rows[col].clone()).collect());
            return;
        }
        let mut open = free & !(left | right);
        while open != 0 {
            let bit = open & open.wrapping_neg();
            open ^= bit;
            queens[row] = bit.trailing_zeros() as usize;
            Self::place(
                row + 1,
                free ^ bit,
                (left | bit) << 1,
                (right | bit) >> 1,
                rows,
                queens,
                boards,
            );
        }
    }
}
