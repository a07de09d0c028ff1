var encode = function(longUrl) {
    return longUrl;
};

var decode = function(shortUrl) {
    return shortUrl;
};
