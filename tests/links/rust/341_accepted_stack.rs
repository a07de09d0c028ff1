// #[derive(Debug, PartialEq, Eq)]
// pub enum NestedInteger {
//   Int(i32),
//   List(Vec<NestedInteger>)
// }
struct NestedIterator {
    // The lists being walked, innermost last, each reversed: its next item is at its end.
    stack: Vec<Vec<NestedInteger>>,
}

impl NestedIterator {
    fn new(nestedList: Vec<NestedInteger>) -> Self {
        let mut list = nestedList;
        list.reverse();
        NestedIterator { stack: vec![list] }
    }

    fn next(&mut self) -> i32 {
        self.has_next();
        match self.stack.last_mut().and_then(|items| items.pop()) {
            Some(NestedInteger::Int(value)) => value,
            _ => unreachable!("next called with no integer left"),
        }
    }

    // On `&mut self`: finding the next integer opens the lists before it.
    fn has_next(&mut self) -> bool {
        while let Some(items) = self.stack.last_mut() {
            match items.pop() {
                None => {
                    self.stack.pop();
                }
                Some(NestedInteger::Int(value)) => {
                    items.push(NestedInteger::Int(value));
                    return true;
                }
                Some(NestedInteger::List(mut inner)) => {
                    inner.reverse();
                    self.stack.push(inner);
                }
            }
        }
        false
    }
}

/**
 * Your NestedIterator object will be instantiated and called as such:
 * let obj = NestedIterator::new(nestedList);
 * let ret_1: i32 = obj.next();
 * let ret_2: bool = obj.has_next();
 */
