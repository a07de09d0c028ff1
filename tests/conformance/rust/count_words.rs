impl Solution {
    pub fn count_words(groups: Vec<Vec<String>>) -> i32 {
        groups.iter().map(|group| group.len() as i32).sum()
    }
}
