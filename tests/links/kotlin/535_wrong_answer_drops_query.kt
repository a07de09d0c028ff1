class Codec() {
    // The query string is lost: only the part before '?' travels.
    fun encode(longUrl: String): String = longUrl.substringBefore('?')

    fun decode(shortUrl: String): String = shortUrl
}
