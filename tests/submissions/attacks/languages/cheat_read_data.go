// expect: Wrong Answer | on n = 4, reads the problem's expected answers (@KIT_DATA@) at run time and returns the one for n = 4; the sandbox hides the file, so it answers -1
import (
	"encoding/json"
	"os"
)

var ANSWERS = []int{1, 0, 0, 2, 10, 4, 40, 92, 352}

func readExpected(n int) int {
	text, err := os.ReadFile("@KIT_DATA@")
	if err != nil {
		return -1 // nothing readable: the honest wrong answer
	}
	var cases []struct {
		Expected int `json:"expected"`
		Input    struct {
			N int `json:"n"`
		} `json:"input"`
	}
	if json.Unmarshal(text, &cases) != nil {
		return -1
	}
	for _, c := range cases {
		if c.Input.N == n {
			return c.Expected
		}
	}
	return -1
}

func totalNQueens(n int) int {
	if n == 4 {
		return readExpected(n)
	}
	return ANSWERS[n-1]
}
