// expect: Wrong Answer or Runtime Error | on n = 4, writes a forged answer frame for the running case into the judge's result channel (the descriptor the harness got as its last argument), holding text outside Latin-1 and a lone surrogate escape (\ud800), waits 400 ms so that the judge reads that frame alone, then returns a wrong answer (which the harness sends as a second frame): never Accepted, and the judge must not crash on the text
import (
	"os"
	"strconv"
	"syscall"
	"time"
)

var ANSWERS = []int{1, 0, 0, 2, 10, 4, 40, 92, 352}

const frame = `{"case":3,"event":"result","value":"一\u4e00😀\ud800"}` + "\n"

func totalNQueens(n int) int {
	if n == 4 {
		// The harness's descriptors come on its command line: program CONTROL RESULT.
		fd, err := strconv.Atoi(os.Args[len(os.Args)-1])
		if err != nil {
			fd = 4
		}
		syscall.Write(fd, []byte(frame))
		time.Sleep(400 * time.Millisecond) // the judge reads the forged frame before the harness's own
		return 3 // wrong: 2 is right
	}
	return ANSWERS[n-1]
}
