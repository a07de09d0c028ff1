class Codec:
    def encode(self, longUrl: str) -> str:
        return longUrl

    def decode(self, shortUrl: str) -> str:
        return shortUrl
