use std::collections::VecDeque;

struct NestedIterator {
    values: VecDeque<i32>,
}

impl NestedIterator {
    fn new(nestedList: Vec<NestedInteger>) -> Self {
        let mut values = VecDeque::new();
        Self::flatten(&nestedList, &mut values);
        NestedIterator { values }
    }

    fn flatten(items: &[NestedInteger], values: &mut VecDeque<i32>) {
        for item in items {
            match item {
                NestedInteger::Int(value) => values.push_back(*value),
                NestedInteger::List(inner) => Self::flatten(inner, values),
            }
        }
    }

    fn next(&mut self) -> i32 {
        self.values.pop_front().unwrap()
    }

    fn has_next(&self) -> bool {
        !self.values.is_empty()
    }
}
