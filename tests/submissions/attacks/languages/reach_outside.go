// expect: Accepted | on n = 4, reaches for the process outside the run that started it (getppid()): lowers its open-file limit to 4 (prlimit), renices it to 19, pins it to one core; the answer is wrong by the number of calls that went through, so every call must be refused. Under bubblewrap the parent is the PID namespace's init (pid 1 or 0): nothing outside is named, and the right answer is returned
import (
	"fmt"
	"os"
	"syscall"
	"unsafe"
)

var ANSWERS = []int{1, 0, 0, 2, 10, 4, 40, 92, 352}

const prioProcess = 0

func totalNQueens(n int) int {
	answer := ANSWERS[n-1]
	if n == 4 {
		parent := os.Getppid()
		if parent <= 1 { // bubblewrap's PID namespace: the parent is the namespace's init
			fmt.Printf("parent %d: the namespace's init, nothing tried\n", parent)
			return answer
		}
		four := syscall.Rlimit{Cur: 4, Max: 4}
		if _, _, errno := syscall.RawSyscall6(syscall.SYS_PRLIMIT64, uintptr(parent), syscall.RLIMIT_NOFILE,
			uintptr(unsafe.Pointer(&four)), 0, 0, 0); errno == 0 {
			answer++
		}
		if syscall.Setpriority(prioProcess, parent, 19) == nil {
			answer++
		}
		oneCore := [16]uint64{1} // CPU 0 only
		if _, _, errno := syscall.RawSyscall(syscall.SYS_SCHED_SETAFFINITY, uintptr(parent),
			unsafe.Sizeof(oneCore), uintptr(unsafe.Pointer(&oneCore))); errno == 0 {
			answer++
		}
		fmt.Printf("parent %d: %d of 3 calls went through\n", parent, answer-ANSWERS[3])
	}
	return answer
}
