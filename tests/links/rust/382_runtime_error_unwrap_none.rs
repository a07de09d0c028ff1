use std::time::{SystemTime, UNIX_EPOCH};

// Walks a random number of steps in [0, n]: the last walks off the list, and unwraps None.
struct Solution {
    head: Option<Box<ListNode>>,
    n: u64,
    state: u64,
}

impl Solution {
    fn new(head: Option<Box<ListNode>>) -> Self {
        let mut n = 0;
        let mut node = head.as_deref();
        while let Some(current) = node {
            n += 1;
            node = current.next.as_deref();
        }
        let nanos = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_nanos() as u64;
        Solution { head, n, state: nanos | 1 }
    }

    fn get_random(&mut self) -> i32 {
        self.state ^= self.state << 13;
        self.state ^= self.state >> 7;
        self.state ^= self.state << 17;
        let mut node = self.head.as_deref().unwrap();
        for _ in 0..self.state % (self.n + 1) {
            node = node.next.as_deref().unwrap();
        }
        node.val
    }
}
