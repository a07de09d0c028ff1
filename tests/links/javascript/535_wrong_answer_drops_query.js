var encode = function(longUrl) {
    return longUrl.split("?")[0];
};

var decode = function(shortUrl) {
    return shortUrl;
};
