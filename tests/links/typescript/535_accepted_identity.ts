function encode(longUrl: string): string {
    return longUrl;
}

function decode(shortUrl: string): string {
    return shortUrl;
}
