import (
	"fmt"
	"os"
)

func echoCase(n int) int {
	if n%3 != 0 {
		if n%6 == 4 {
			fmt.Print("out ", n)
		} else {
			fmt.Println("out", n)
		}
		fmt.Fprintln(os.Stderr, "err", n)
	}
	return n + 1
}
