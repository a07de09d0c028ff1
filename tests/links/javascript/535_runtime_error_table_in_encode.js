var encode = function(longUrl) {
    // The table lives in encode's scope only: decode cannot see it.
    const table = new Map();
    const key = "http://tinyurl.com/" + table.size;
    table.set(key, longUrl);
    return key;
};

var decode = function(shortUrl) {
    return table.get(shortUrl);
};
