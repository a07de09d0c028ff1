type Codec struct {
	table map[string]string
}

func Constructor() Codec {
	return Codec{table: map[string]string{}}
}

// Encodes a URL to a shortened URL.
func (this *Codec) encode(longUrl string) string {
	key := "http://tinyurl.com/" + strconv.Itoa(len(this.table))
	this.table[key] = longUrl
	return key
}

// Decodes a shortened URL to its original URL.
func (this *Codec) decode(shortUrl string) string {
	// LeetCode decodes with the object that encoded: the key is in its own table.
	return this.table[shortUrl]
}
