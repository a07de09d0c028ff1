func halfOf(d float64) float64 {
	return d / 2
}
