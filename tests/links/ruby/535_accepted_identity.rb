def encode(longUrl)
  longUrl
end

def decode(shortUrl)
  shortUrl
end
