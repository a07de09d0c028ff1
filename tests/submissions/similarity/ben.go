import "strings"

// queens, backtracking
type seen map[int]bool

func solveNQueens(size int) [][]string {
	result := [][]string{}
	used, plus, minus := seen{}, seen{}, seen{}
	stack := []int{}
	var dfs func()
	dfs = func() {
		r := len(stack)
		if r == size {
			grid := make([]string, 0, size)
			for _, c := range stack {
				grid = append(grid,
					strings.Repeat(".", c)+"Q"+strings.Repeat(".", size-c-1))
			}
			result = append(result, grid)
			return
		}
		for c := 0; c < size; c++ {
			if used[c] || plus[r+c] || minus[r-c] {
				continue // under attack
			}
			used[c], plus[r+c], minus[r-c] = true, true, true
			stack = append(stack, c)
			dfs()
			stack = stack[:r]
			delete(used, c)
			delete(plus, r+c)
			delete(minus, r-c)
		}
	}
	dfs()
	return result
}
