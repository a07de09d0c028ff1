class Solution {
public:
    string encode(string longUrl) {
        return longUrl;
    }

    string decode(string shortUrl) {
        return shortUrl;
    }
};
