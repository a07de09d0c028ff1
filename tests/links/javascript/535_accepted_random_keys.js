const CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const byKey = new Map();
const byUrl = new Map();

var encode = function(longUrl) {
    if (byUrl.has(longUrl)) return byUrl.get(longUrl);
    let key;
    do {
        key = "";
        for (let i = 0; i < 6; i++) key += CHARS[Math.floor(Math.random() * CHARS.length)];
    } while (byKey.has(key));
    const shortUrl = "http://tinyurl.com/" + key;
    byKey.set(key, longUrl);
    byUrl.set(longUrl, shortUrl);
    return shortUrl;
};

var decode = function(shortUrl) {
    return byKey.get(shortUrl.replace("http://tinyurl.com/", ""));
};
