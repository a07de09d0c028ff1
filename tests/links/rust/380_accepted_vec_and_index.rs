use std::collections::HashMap;
use std::time::{SystemTime, UNIX_EPOCH};

// LeetCode gives the rand crate; this is a xorshift64 generator seeded from the clock instead.
struct XorShift(u64);

impl XorShift {
    fn seeded() -> Self {
        let nanos = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_nanos() as u64;
        XorShift(nanos | 1)
    }

    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

struct RandomizedSet {
    values: Vec<i32>,
    at: HashMap<i32, usize>,
    rng: XorShift,
}


/**
 * `&self` means the method takes an immutable reference.
 * If you need a mutable reference, change it to `&mut self` instead.
 */
impl RandomizedSet {

    fn new() -> Self {
        RandomizedSet { values: Vec::new(), at: HashMap::new(), rng: XorShift::seeded() }
    }

    fn insert(&mut self, val: i32) -> bool {
        if self.at.contains_key(&val) {
            return false;
        }
        self.at.insert(val, self.values.len());
        self.values.push(val);
        true
    }

    fn remove(&mut self, val: i32) -> bool {
        match self.at.remove(&val) {
            None => false,
            Some(i) => {
                let last = self.values.pop().unwrap();
                if i < self.values.len() {
                    self.values[i] = last;
                    self.at.insert(last, i);
                }
                true
            }
        }
    }

    fn get_random(&mut self) -> i32 {
        self.values[self.rng.below(self.values.len())]
    }
}

/**
 * Your RandomizedSet object will be instantiated and called as such:
 * let obj = RandomizedSet::new();
 * let ret_1: bool = obj.insert(val);
 * let ret_2: bool = obj.remove(val);
 * let ret_3: i32 = obj.get_random();
 */
