// One table for every Codec: the object that decodes need not be the one that encoded.
var urls = map[string]string{}

type Codec struct {
}

func Constructor() Codec {
	return Codec{}
}

// Encodes a URL to a shortened URL.
func (this *Codec) encode(longUrl string) string {
	key := "http://tinyurl.com/" + strconv.Itoa(len(urls))
	urls[key] = longUrl
	return key
}

// Decodes a shortened URL to its original URL.
func (this *Codec) decode(shortUrl string) string {
	return urls[shortUrl]
}

/**
 * Your Codec object will be instantiated and called as such:
 * obj := Constructor();
 * url := obj.encode(longUrl);
 * ans := obj.decode(url);
 */
