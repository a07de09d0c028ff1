// expect stdout: "n = {n}\nno newline"
// expect stderr: "err {n}"
import (
	"fmt"
	"os"
)

func totalNQueens(n int) int {
	fmt.Println("n =", n)
	fmt.Print("no newline")
	fmt.Fprint(os.Stderr, "err ", n)
	return []int{1, 0, 0, 2, 10, 4, 40, 92, 352}[n-1]
}
