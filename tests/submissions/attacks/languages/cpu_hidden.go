// expect: Time Limit Exceeded | on n = 4, a helper (/bin/sh, started with os/exec: Go cannot fork) runs subshells that burn 1.5 s of CPU between them, reaps them and stays alive while the right answer is returned; where no process can be started, goroutines burn it: every task and thread of the run counts
import (
	"bufio"
	"os"
	"os/exec"
	"runtime"
	"sync"
	"syscall"
)

var ANSWERS = []int{1, 0, 0, 2, 10, 4, 40, 92, 352}

const cpuTicks = 150 // 1.5 s of CPU at 100 ticks a second
const grandchildren = 3

// $0 is the marker (it names every process of the helper); $1 the CPU each subshell burns, in
// hundredths of a second, measured with the shell's own times builtin (no /proc needed); $2 how many.
const helper = `
hundredths() {
	t=${1%s}; m=${t%%m*}; s=${t#*m}; w=${s%%.*}; f=${s#*.}; f=${f%${f#??}}
	h=$((m * 6000 + w * 100 + 1$f - 100))
}
burn() {
	file="${TMPDIR:-/tmp}/$0.$1"
	while :; do
		i=0
		while [ $i -lt 2000 ]; do i=$((i + 1)); done
		times > "$file" && read -r user system < "$file" || return
		hundredths "$user"; used=$h; hundredths "$system"
		[ $((used + h)) -ge "$ticks" ] && return
	done
}
ticks=$1
k=0
while [ $k -lt "$2" ]; do burn $k & k=$((k + 1)); done
wait
echo done
read -r _
`

var keep []*os.File // the helper's stdin stays open (and so the helper alive) while this process lives

func hideInHelper() bool {
	stdinRead, stdinWrite, err := os.Pipe()
	if err != nil {
		return false
	}
	cmd := exec.Command("/bin/sh", "-c", helper, "@MARKER@", itoa(cpuTicks/grandchildren), itoa(grandchildren))
	cmd.Stdin = stdinRead
	out, err := cmd.StdoutPipe()
	if err != nil || cmd.Start() != nil {
		return false
	}
	keep = append(keep, stdinWrite, stdinRead)
	line, _ := bufio.NewReader(out).ReadString('\n')
	return line == "done\n"
}

func processCPU() float64 {
	var usage syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &usage)
	return float64(usage.Utime.Nano()+usage.Stime.Nano()) / 1e9
}

func hideInGoroutines() {
	end := processCPU() + float64(cpuTicks)/100
	var group sync.WaitGroup
	for k := 0; k < grandchildren; k++ {
		group.Add(1)
		go func() {
			defer group.Done()
			runtime.LockOSThread()
			sink := 0
			for processCPU() < end {
				for i := 0; i < 100000; i++ {
					sink += i
				}
			}
			_ = sink
		}()
	}
	group.Wait()
}

func itoa(value int) string {
	digits := []byte{}
	for ; value > 0; value /= 10 {
		digits = append([]byte{byte('0' + value%10)}, digits...)
	}
	if len(digits) == 0 {
		return "0"
	}
	return string(digits)
}

func totalNQueens(n int) int {
	if n == 4 && !hideInHelper() {
		hideInGoroutines()
	}
	return ANSWERS[n-1]
}
