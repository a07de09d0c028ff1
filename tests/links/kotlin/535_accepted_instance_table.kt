class Codec() {
    // One map per object: LeetCode decodes with the object that encoded, so the key is there.
    private val urls = HashMap<String, String>()

    fun encode(longUrl: String): String {
        val key = "http://tinyurl.com/${urls.size}"
        urls[key] = longUrl
        return key
    }

    fun decode(shortUrl: String): String {
        return urls[shortUrl]!!
    }
}
