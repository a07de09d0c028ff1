class Codec:
    def __init__(self):
        self.table = {}

    def encode(self, longUrl: str) -> str:
        key = str(len(self.table))
        self.table[key] = longUrl
        return key

    def decode(self, shortUrl: str) -> str:
        # The decoding object is another one: its table is empty.
        return self.table[shortUrl]
