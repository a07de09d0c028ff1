# expect: Accepted | on n = 4, reaches for the process outside the run that started it (Process.ppid): probes a signal to it (kill 0), reads its environment from /proc, lowers its open-file limit to 4 (prlimit through Fiddle), renices it to 19 and seizes it with ptrace (through Fiddle, else Kernel#syscall); the answer is wrong by the number of calls that went through, so every call must be refused. Under bubblewrap the parent is the PID namespace's init (pid 1 or 0): nothing outside is named, and the right answer is returned
ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352].freeze
PTRACE = 101 # linux/amd64
PTRACE_SEIZE = 0x4206 # no stop: the parent runs on, and is let go when this process ends
RLIMIT_NOFILE = 7

FIDDLE = begin
  require 'fiddle'
  true
rescue LoadError
  false
end

# A C function of libc: Kernel#syscall takes no string holding a NUL byte, so a pointer to a struct
# (prlimit's) needs Fiddle's memory.
def libc_function(name, *arguments)
  Fiddle::Function.new(Fiddle::Handle::DEFAULT[name], arguments, Fiddle::TYPE_LONG)
end

def prlimit_nofile(pid)
  raise NotImplementedError, 'no Fiddle' unless FIDDLE

  prlimit = libc_function('prlimit', Fiddle::TYPE_INT, Fiddle::TYPE_INT, Fiddle::TYPE_VOIDP, Fiddle::TYPE_VOIDP)
  prlimit.call(pid, RLIMIT_NOFILE, Fiddle::Pointer[[4, 4].pack('Q2')], nil).zero?
end

def ptrace_seize(pid)
  return syscall(PTRACE, PTRACE_SEIZE, pid, 0, 0).zero? unless FIDDLE # integers only: no Fiddle needed

  ptrace = libc_function('ptrace', Fiddle::TYPE_LONG, Fiddle::TYPE_INT, Fiddle::TYPE_VOIDP, Fiddle::TYPE_VOIDP)
  ptrace.call(PTRACE_SEIZE, pid, nil, nil).zero?
end

# Each attempt: true when the call went through; a refusal raises or returns false.
def attempts(parent)
  {
    'kill 0' => -> { Process.kill(0, parent) == 1 },
    '/proc environ' => -> { !File.binread("/proc/#{parent}/environ").nil? },
    'prlimit' => -> { prlimit_nofile(parent) },
    'setpriority' => -> { Process.setpriority(Process::PRIO_PROCESS, parent, 19).zero? },
    'ptrace' => -> { ptrace_seize(parent) }
  }
end

# @param {Integer} n
# @return {Integer}
def total_n_queens(n)
  answer = ANSWERS[n - 1]
  return answer unless n == 4

  parent = Process.ppid
  if parent <= 1 # bubblewrap's PID namespace: the parent is the namespace's init
    puts "parent #{parent}: the namespace's init, nothing tried"
    return answer
  end
  through = attempts(parent).select do |_, call|
    call.call
  rescue StandardError, NotImplementedError
    false
  end
  puts "parent #{parent}: #{through.size} of 5 calls went through: #{through.keys.join(', ')}"
  answer + through.size
end
