struct Codec {}

impl Codec {
    fn new() -> Self {
        Codec {}
    }

    fn encode(&self, longURL: String) -> String {
        longURL.split('?').next().unwrap_or("").to_string()
    }

    fn decode(&self, shortURL: String) -> String {
        shortURL
    }
}
