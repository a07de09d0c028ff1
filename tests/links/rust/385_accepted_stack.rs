impl Solution {
    pub fn deserialize(s: String) -> NestedInteger {
        if !s.starts_with('[') {
            return NestedInteger::Int(s.parse().unwrap());
        }
        // The lists still open, innermost last; a number is read up to the next ',' or ']'.
        let mut open: Vec<Vec<NestedInteger>> = Vec::new();
        let mut number = String::new();
        let mut done = None;
        for c in s.chars() {
            match c {
                '[' => open.push(Vec::new()),
                ',' | ']' => {
                    if !number.is_empty() {
                        open.last_mut().unwrap().push(NestedInteger::Int(number.parse().unwrap()));
                        number.clear();
                    }
                    if c == ']' {
                        let closed = NestedInteger::List(open.pop().unwrap());
                        match open.last_mut() {
                            Some(outer) => outer.push(closed),
                            None => done = Some(closed),
                        }
                    }
                }
                _ => number.push(c),
            }
        }
        done.unwrap()
    }
}
