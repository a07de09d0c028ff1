struct Tally {
    sum: i32,
    added: Vec<i32>,
}


/**
 * `&self` means the method takes an immutable reference.
 * If you need a mutable reference, change it to `&mut self` instead.
 */
impl Tally {

    fn new(start: i32) -> Self {
        Tally { sum: start, added: vec![] }
    }

    fn add(&mut self, x: i32) {
        self.sum += x;
        self.added.push(x);
    }

    fn total(&self) -> i32 {
        self.sum
    }

    fn has(&self, x: i32) -> bool {
        self.added.contains(&x)
    }

    fn label(&self, s: String) -> String {
        format!("{}:{}", s, self.sum)
    }

    fn recent(&self, k: i32) -> Vec<i32> {
        self.added.iter().rev().take(k as usize).cloned().collect()
    }

    fn take(&mut self, x: i32) -> i32 {
        if x > self.sum {
            panic!("not enough");
        }
        self.sum -= x;
        self.sum
    }
}

/**
 * Your Tally object will be instantiated and called as such:
 * let obj = Tally::new(start);
 * obj.add(x);
 * let ret_2: i32 = obj.total();
 * let ret_3: bool = obj.has(x);
 * let ret_4: String = obj.label(s);
 * let ret_5: Vec<i32> = obj.recent(k);
 * let ret_6: i32 = obj.take(x);
 */
