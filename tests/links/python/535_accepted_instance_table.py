class Codec:
    def __init__(self):
        self.table = {}

    def encode(self, longUrl: str) -> str:
        key = str(len(self.table))
        self.table[key] = longUrl
        return key

    def decode(self, shortUrl: str) -> str:
        # LeetCode decodes with the object that encoded: its table is there.
        return self.table[shortUrl]
