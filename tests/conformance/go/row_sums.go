func rowSums(grid [][]int64) []int64 {
	sums := []int64{}
	for _, row := range grid {
		var sum int64
		for _, x := range row {
			sum += x
		}
		sums = append(sums, sum)
	}
	return sums
}
