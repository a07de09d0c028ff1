char* encode(char* longUrl) {
    return longUrl;
}

char* decode(char* shortUrl) {
    return shortUrl;
}
