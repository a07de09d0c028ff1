impl Solution {
    pub fn letters(word: String) -> Vec<char> {
        word.chars().collect()
    }
}
