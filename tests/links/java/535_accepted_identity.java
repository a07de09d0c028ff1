public class Codec {
    public String encode(String longUrl) {
        return longUrl;
    }

    public String decode(String shortUrl) {
        return shortUrl;
    }
}
