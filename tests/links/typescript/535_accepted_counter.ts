const urls: string[] = []; // shared by both functions

/**
 * Encodes a URL to a shortened URL.
 */
function encode(longUrl: string): string {
	urls.push(longUrl);
	return "http://tinyurl.com/" + (urls.length - 1);
};

/**
 * Decodes a shortened URL to its original URL.
 */
function decode(shortUrl: string): string {
	return urls[Number(shortUrl.split("/").pop())];
};

/**
 * Your functions will be called as such:
 * decode(encode(strs));
 */
