const urls = []; // shared by both functions, across the cases too

/**
 * Encodes a URL to a shortened URL.
 *
 * @param {string} longUrl
 * @return {string}
 */
var encode = function(longUrl) {
    urls.push(longUrl);
    return "http://tinyurl.com/" + (urls.length - 1);
};

/**
 * Decodes a shortened URL to its original URL.
 *
 * @param {string} shortUrl
 * @return {string}
 */
var decode = function(shortUrl) {
    return urls[Number(shortUrl.split("/").pop())];
};

/**
 * Your functions will be called as such:
 * decode(encode(url));
 */
