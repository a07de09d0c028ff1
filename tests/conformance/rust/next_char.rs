impl Solution {
    pub fn next_char(c: char, up: bool) -> char {
        let code = c as u8;
        (if up { code + 1 } else { code - 1 }) as char
    }
}
