// expect: Memory Limit Exceeded | on n = 4, holds 600 MB in memfd files (15 MB each, under the file-size limit; memfd_create is raw system call 319 on amd64, as the standard library has no wrapper) that no process maps, so no resident size shows them, then returns the right answer: the run's control group counts them
import (
	"strconv"
	"syscall"
	"unsafe"
)

var ANSWERS = []int{1, 0, 0, 2, 10, 4, 40, 92, 352}

const megabytes = 600
const fileMB = 15
const sysMemfdCreate = 319 // linux/amd64

func totalNQueens(n int) int {
	if n == 4 {
		chunk := make([]byte, 1<<20)
		for i := range chunk {
			chunk[i] = 1
		}
		for index := 0; index < megabytes/fileMB; index++ {
			name, err := syscall.BytePtrFromString("@MARKER@-" + strconv.Itoa(index))
			if err != nil {
				break
			}
			fd, _, errno := syscall.Syscall(sysMemfdCreate, uintptr(unsafe.Pointer(name)), 0, 0)
			if errno != 0 {
				break
			}
			// never closed: the file lives on
			for megabyte := 0; megabyte < fileMB; megabyte++ {
				if written, err := syscall.Write(int(fd), chunk); err != nil || written != len(chunk) {
					break
				}
			}
		}
	}
	return ANSWERS[n-1]
}
