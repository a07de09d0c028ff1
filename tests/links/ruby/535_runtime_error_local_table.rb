# A local variable of the file, which a `def` does not see: encode raises NameError.
table = {}

def encode(longUrl)
  key = "http://tinyurl.com/#{table.size}"
  table[key] = longUrl
  key
end

def decode(shortUrl)
  table[shortUrl]
end
