class Codec:
    def encode(self, longUrl: str) -> str:
        return longUrl.split("?")[0]

    def decode(self, shortUrl: str) -> str:
        return shortUrl
