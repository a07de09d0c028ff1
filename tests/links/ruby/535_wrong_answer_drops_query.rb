def encode(longUrl)
  longUrl.split('?').first
end

def decode(shortUrl)
  shortUrl
end
