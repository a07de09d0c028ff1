public class Codec {
    // One map per object: the object that decodes has none of the other's keys, so get() gives null.
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
