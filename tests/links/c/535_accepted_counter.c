// One table for both functions, kept from call to call.
static char** urls = NULL;
static int count = 0, capacity = 0;

/** Encodes a URL to a shortened URL. */
char* encode(char* longUrl) {
    if (count == capacity) {
        capacity = capacity ? capacity * 2 : 8;
        urls = realloc(urls, capacity * sizeof *urls);
    }
    urls[count] = strdup(longUrl);
    char* shortUrl = malloc(40);
    sprintf(shortUrl, "http://tinyurl.com/%d", count++);
    return shortUrl;
}

/** Decodes a shortened URL to its original URL. */
char* decode(char* shortUrl) {
    return urls[atoi(strrchr(shortUrl, '/') + 1)];
}

// Your functions will be called as such:
// char* s = encode(s);
// decode(s);
