use std::cell::RefCell;
use std::collections::HashMap;

struct Codec {
    table: RefCell<HashMap<String, String>>,
}

impl Codec {
    fn new() -> Self {
        Codec { table: RefCell::new(HashMap::new()) }
    }

    fn encode(&self, longURL: String) -> String {
        let mut table = self.table.borrow_mut();
        let key = format!("http://tinyurl.com/{}", table.len());
        table.insert(key.clone(), longURL);
        key
    }

    fn decode(&self, shortURL: String) -> String {
        // LeetCode decodes with the object that encoded: the key is in its table.
        self.table.borrow()[&shortURL].clone()
    }
}
