function encode(longUrl: string): string {
    return longUrl.split("?")[0];
}

function decode(shortUrl: string): string {
    return shortUrl;
}
