use std::cell::RefCell;
use std::collections::HashMap;

thread_local! {
    // Short code to URL, kept by the thread rather than by one Codec.
    static TABLE: RefCell<HashMap<String, String>> = RefCell::new(HashMap::new());
}

struct Codec {}

impl Codec {
    fn new() -> Self {
        Codec {}
    }

    fn encode(&self, longURL: String) -> String {
        let mut hash: u64 = 5381;
        for byte in longURL.bytes() {
            hash = hash.wrapping_mul(33) ^ byte as u64;
        }
        let mut code = format!("{:x}", hash);
        TABLE.with(|table| {
            let mut table = table.borrow_mut();
            while table.get(&code).map_or(false, |known| *known != longURL) {
                code.push('0');
            }
            table.insert(code.clone(), longURL);
        });
        format!("http://tinyurl.com/{}", code)
    }

    fn decode(&self, shortURL: String) -> String {
        let code = shortURL.trim_start_matches("http://tinyurl.com/");
        TABLE.with(|table| table.borrow()[code].clone())
    }
}
