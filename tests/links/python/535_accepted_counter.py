class Codec:
    table = {}  # shared by the two objects LeetCode's driver makes

    def encode(self, longUrl: str) -> str:
        """Encodes a URL to a shortened URL."""
        key = "http://tinyurl.com/" + str(len(Codec.table))
        Codec.table[key] = longUrl
        return key

    def decode(self, shortUrl: str) -> str:
        """Decodes a shortened URL to its original URL."""
        return Codec.table[shortUrl]
