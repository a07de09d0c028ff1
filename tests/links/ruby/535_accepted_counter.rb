# Shared by both calls: LeetCode's driver calls them at the top level, decode(encode(url)).
$urls = []

# Encodes a URL to a shortened URL.
#
# @param {string} longUrl
# @return {string}
def encode(longUrl)
  $urls << longUrl
  "http://tinyurl.com/#{$urls.size - 1}"
end

# Decodes a shortened URL to its original URL.
#
# @param {string} shortUrl
# @return {string}
def decode(shortUrl)
  $urls[shortUrl.split('/').last.to_i]
end


# Your functions will be called as such:
# decode(encode(url))
