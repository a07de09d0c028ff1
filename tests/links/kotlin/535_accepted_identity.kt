class Codec() {
    fun encode(longUrl: String): String = longUrl

    fun decode(shortUrl: String): String = shortUrl
}
