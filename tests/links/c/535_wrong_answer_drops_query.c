char* encode(char* longUrl) {
    char* shortUrl = strdup(longUrl);
    // Cut at the query: "https://example.org/?q=1" comes back as "https://example.org/".
    char* query = strchr(shortUrl, '?');
    if (query) *query = '\0';
    return shortUrl;
}

char* decode(char* shortUrl) {
    return shortUrl;
}
