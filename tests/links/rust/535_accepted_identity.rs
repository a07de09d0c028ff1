struct Codec;

impl Codec {
    fn new() -> Self {
        Codec
    }

    fn encode(&self, longURL: String) -> String {
        longURL
    }

    fn decode(&self, shortURL: String) -> String {
        shortURL
    }
}
