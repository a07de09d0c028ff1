type Codec struct {
}

func Constructor() Codec {
	return Codec{}
}

func (this *Codec) encode(longUrl string) string {
	return longUrl
}

func (this *Codec) decode(shortUrl string) string {
	return shortUrl
}
