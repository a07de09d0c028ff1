impl Solution {
    pub fn deserialize(s: String) -> NestedInteger {
        let bytes = s.as_bytes();
        let mut at = 0;
        Self::parse(bytes, &mut at)
    }

    // One value from bytes[*at]: a list of values between brackets, or a signed number.
    fn parse(bytes: &[u8], at: &mut usize) -> NestedInteger {
        if bytes[*at] == b'[' {
            *at += 1;
            let mut items = Vec::new();
            while bytes[*at] != b']' {
                items.push(Self::parse(bytes, at));
                if bytes[*at] == b',' {
                    *at += 1;
                }
            }
            *at += 1;
            return NestedInteger::List(items);
        }
        let negative = bytes[*at] == b'-';
        if negative {
            *at += 1;
        }
        let mut value: i32 = 0;
        while *at < bytes.len() && bytes[*at].is_ascii_digit() {
            value = value * 10 + (bytes[*at] - b'0') as i32;
            *at += 1;
        }
        NestedInteger::Int(if negative { -value } else { value })
    }
}
