impl Solution {
    pub fn deserialize(s: String) -> NestedInteger {
        // Looks for the closing bracket one place past the end: the index is out of range.
        let bytes = s.as_bytes();
        if bytes[0] != b'[' {
            return NestedInteger::Int(s.parse().unwrap());
        }
        let mut depth = 0;
        let mut at = 0;
        while at <= bytes.len() {
            match bytes[at] {
                b'[' => depth += 1,
                b']' => depth -= 1,
                _ => {}
            }
            at += 1;
        }
        NestedInteger::List(vec![NestedInteger::Int(depth)])
    }
}
