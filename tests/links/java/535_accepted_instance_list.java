public class Codec {
    // One list per object: LeetCode decodes with the object that encoded, so the list holds the URL.
    private final List<String> urls = new ArrayList<>();

    public String encode(String longUrl) {
        urls.add(longUrl);
        return "http://tinyurl.com/" + (urls.size() - 1);
    }

    public String decode(String shortUrl) {
        return urls.get(Integer.parseInt(shortUrl.substring(shortUrl.lastIndexOf('/') + 1)));
    }
}
