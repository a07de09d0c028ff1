public class Codec {
    // One map per object: LeetCode decodes with the object that encoded, so the key is there.
    private final Map<String, String> urls = new HashMap<>();

    public String encode(String longUrl) {
        String key = "http://tinyurl.com/" + urls.size();
        urls.put(key, longUrl);
        return key;
    }

    public String decode(String shortUrl) {
        return urls.get(shortUrl);
    }
}
