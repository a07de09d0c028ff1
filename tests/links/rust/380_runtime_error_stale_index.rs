use std::collections::HashMap;
use std::time::{SystemTime, UNIX_EPOCH};

// remove moves the last value into the hole but forgets its new index: removing that value
// later writes at its old index, past the end of the shortened Vec.
struct RandomizedSet {
    values: Vec<i32>,
    at: HashMap<i32, usize>,
    state: u64,
}

impl RandomizedSet {
    fn new() -> Self {
        let nanos = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_nanos() as u64;
        RandomizedSet { values: Vec::new(), at: HashMap::new(), state: nanos | 1 }
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
                self.values[i] = *self.values.last().unwrap();
                self.values.pop();
                true
            }
        }
    }

    fn get_random(&mut self) -> i32 {
        self.state ^= self.state << 13;
        self.state ^= self.state >> 7;
        self.state ^= self.state << 17;
        self.values[(self.state % self.values.len() as u64) as usize]
    }
}
