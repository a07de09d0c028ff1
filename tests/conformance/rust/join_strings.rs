impl Solution {
    pub fn join_strings(board: String, hand: String) -> String {
        board + &hand
    }
}
