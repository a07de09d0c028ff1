use std::cell::Cell;
use std::collections::BTreeSet;
use std::time::{SystemTime, UNIX_EPOCH};

// The methods keep LeetCode's `&self`: the set and the generator's state sit in cells.
struct RandomizedSet {
    members: std::cell::RefCell<BTreeSet<i32>>,
    state: Cell<u64>,
}

impl RandomizedSet {
    fn new() -> Self {
        let nanos = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().subsec_nanos() as u64;
        RandomizedSet { members: Default::default(), state: Cell::new(nanos.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1) }
    }

    fn next(&self) -> u64 {
        let mut x = self.state.get();
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.state.set(x);
        x
    }

    fn insert(&self, val: i32) -> bool {
        self.members.borrow_mut().insert(val)
    }

    fn remove(&self, val: i32) -> bool {
        self.members.borrow_mut().remove(&val)
    }

    // O(n): the k-th member in order, k drawn at random.
    fn get_random(&self) -> i32 {
        let members = self.members.borrow();
        let k = (self.next() % members.len() as u64) as usize;
        *members.iter().nth(k).unwrap()
    }
}
