# expect: Memory Limit Exceeded | on n = 4, holds 600 MB in memfd files (15 MB each, under the file-size limit; memfd_create is raw system call 319 on amd64, reached with Kernel#syscall) that no process maps, so no resident size shows them, then returns the right answer; without syscall, unlinked files in /dev/shm or the temporary folder hold it: the run's control group counts them
ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352].freeze
MEGABYTES = 600
FILE_MB = 15
MEMFD_CREATE = 319 # linux/amd64
$held = [] # never closed: the files live on

def memfd(name)
  IO.for_fd(syscall(MEMFD_CREATE, name, 0), 'wb') # a Ruby string ends in NUL: a C string as it is
rescue NotImplementedError, SystemCallError, ArgumentError
  nil
end

# A file in memory no process maps: in /dev/shm, else the temporary folder, unlinked at once.
def shm_file(name)
  ['/dev/shm', ENV['TMPDIR'], '/tmp'].compact.each do |folder|
    path = File.join(folder, name)
    file = File.open(path, File::WRONLY | File::CREAT | File::EXCL, 0o600)
    File.unlink(path)
    return file
  rescue SystemCallError
    next
  end
  nil
end

def hold_memory
  chunk = ("\x01" * (1 << 20)).b
  (MEGABYTES / FILE_MB).times do |index|
    name = "@MARKER@-#{index}"
    file = memfd(name) || shm_file(name)
    break if file.nil?

    $held << file
    FILE_MB.times { file.syswrite(chunk) }
  end
rescue SystemCallError, IOError
  nil # a full folder: what is held so far stays held
end

# @param {Integer} n
# @return {Integer}
def total_n_queens(n)
  hold_memory if n == 4
  ANSWERS[n - 1]
end
