require 'digest'

# An instance variable of the top level's self, which both methods are called on.
@short_to_long = {}

def encode(longUrl)
  short = "http://tinyurl.com/#{Digest::SHA256.hexdigest(longUrl)[0, 8]}"
  @short_to_long[short] = longUrl
  short
end

def decode(shortUrl)
  @short_to_long.fetch(shortUrl)
end
