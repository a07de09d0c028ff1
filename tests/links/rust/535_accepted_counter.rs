use std::sync::Mutex;

// Shared by every Codec: the object that decodes is not the one that encoded.
static URLS: Mutex<Vec<String>> = Mutex::new(Vec::new());

struct Codec {
	
}

/** 
 * `&self` means the method takes an immutable reference.
 * If you need a mutable reference, change it to `&mut self` instead.
 */
impl Codec {
    fn new() -> Self {
        Codec {}
    }
	
    // Encodes a URL to a shortened URL.
    fn encode(&self, longURL: String) -> String {
        let mut urls = URLS.lock().unwrap();
        urls.push(longURL);
        format!("http://tinyurl.com/{}", urls.len() - 1)
    }
	
    // Decodes a shortened URL to its original URL.
    fn decode(&self, shortURL: String) -> String {
        let key: usize = shortURL.rsplit('/').next().unwrap().parse().unwrap();
        URLS.lock().unwrap()[key].clone()
    }
}

/**
 * Your Codec object will be instantiated and called as such:
 * let obj = Codec::new();
 * let s: String = obj.encode(strs);
 * let ans: String = obj.decode(s);
 */
