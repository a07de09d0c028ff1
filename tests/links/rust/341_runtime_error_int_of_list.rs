struct NestedIterator {
    items: Vec<NestedInteger>,
    at: usize,
}

impl NestedIterator {
    fn new(nestedList: Vec<NestedInteger>) -> Self {
        NestedIterator { items: nestedList, at: 0 }
    }

    // Takes every item for an integer: a nested list panics.
    fn next(&mut self) -> i32 {
        self.at += 1;
        match &self.items[self.at - 1] {
            NestedInteger::Int(value) => *value,
            NestedInteger::List(_) => panic!("item {} is a list, not an integer", self.at - 1),
        }
    }

    fn has_next(&self) -> bool {
        self.at < self.items.len()
    }
}
