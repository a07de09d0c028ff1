use std::collections::HashMap;
use std::time::{SystemTime, UNIX_EPOCH};

// The cells not yet flipped are 0..total, some renamed by moved: draw one, put the last in its place.
struct Solution {
    m: i32,
    n: i32,
    total: i32,
    moved: HashMap<i32, i32>,
    state: u64,
}


/**
 * `&self` means the method takes an immutable reference.
 * If you need a mutable reference, change it to `&mut self` instead.
 */
impl Solution {

    fn new(m: i32, n: i32) -> Self {
        let nanos = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_nanos() as u64;
        Solution { m, n, total: m * n, moved: HashMap::new(), state: nanos | 1 }
    }

    fn flip(&mut self) -> Vec<i32> {
        self.state ^= self.state << 13;
        self.state ^= self.state >> 7;
        self.state ^= self.state << 17;
        self.total -= 1;
        let k = (self.state % (self.total as u64 + 1)) as i32;
        let cell = *self.moved.get(&k).unwrap_or(&k);
        let last = *self.moved.get(&self.total).unwrap_or(&self.total);
        self.moved.insert(k, last);
        vec![cell / self.n, cell % self.n]
    }

    fn reset(&mut self) {
        self.total = self.m * self.n;
        self.moved.clear();
    }
}

/**
 * Your Solution object will be instantiated and called as such:
 * let obj = Solution::new(m, n);
 * let ret_1: Vec<i32> = obj.flip();
 * obj.reset();
 */
