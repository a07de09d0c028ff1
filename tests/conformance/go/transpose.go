func transpose(grid [][]int) [][]int {
	m, n := len(grid), len(grid[0])
	ans := make([][]int, n)
	for j := range ans {
		ans[j] = make([]int, m)
		for i := 0; i < m; i++ {
			ans[j][i] = grid[i][j]
		}
	}
	return ans
}
