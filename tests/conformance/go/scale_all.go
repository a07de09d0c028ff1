func scaleAll(values []float64, factor float64) []float64 {
	ans := make([]float64, 0, len(values))
	for _, value := range values {
		ans = append(ans, value*factor)
	}
	return ans
}
