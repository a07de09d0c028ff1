impl Solution {
    pub fn reverse_words(words: Vec<String>) -> Vec<String> {
        words.into_iter().rev().collect()
    }
}
