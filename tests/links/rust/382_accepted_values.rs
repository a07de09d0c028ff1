use std::cell::Cell;
use std::time::{SystemTime, UNIX_EPOCH};

struct Solution {
    values: Vec<i32>,
    state: Cell<u64>,
}

impl Solution {
    fn new(mut head: Option<Box<ListNode>>) -> Self {
        let mut values = Vec::new();
        while let Some(node) = head {
            values.push(node.val);
            head = node.next;
        }
        let nanos = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_nanos() as u64;
        Solution { values, state: Cell::new(nanos | 1) }
    }

    fn get_random(&self) -> i32 {
        let mut x = self.state.get();
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.state.set(x);
        self.values[(x % self.values.len() as u64) as usize]
    }
}
