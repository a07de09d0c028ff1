class Solution {
public:
    // Cut at the query: "https://example.org/?q=1" comes back as "https://example.org/".
    string encode(string longUrl) {
        return longUrl.substr(0, longUrl.find('?'));
    }

    string decode(string shortUrl) {
        return shortUrl;
    }
};
