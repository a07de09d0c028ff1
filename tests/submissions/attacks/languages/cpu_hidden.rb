# expect: Time Limit Exceeded | on n = 4, a forked helper forks grandchildren that burn 1.5 s of CPU between them, reaps them and stays alive (holding the harness's descriptors) while the right answer is returned; where fork is refused, threads burn it: every task and thread of the run counts
ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352].freeze
CPU_SECONDS = 1.5
GRANDCHILDREN = 3
$keep = [] # the helper's pipe stays open (and so the helper alive) while this process lives

def cpu_now
  Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID)
end

# Spins until this process has used `seconds` more CPU than when it started.
def burn(seconds)
  finish = cpu_now + seconds
  sink = 0
  sink += (0...100_000).sum while cpu_now < finish
  sink
end

def hide_in_helper
  done_read, done_write = IO.pipe
  hold_read, hold_write = IO.pipe
  fork do
    Process.setproctitle('@MARKER@-helper')
    done_read.close
    hold_write.close
    pids = Array.new(GRANDCHILDREN) do |k|
      fork do
        Process.setproctitle("@MARKER@-#{k}")
        burn(CPU_SECONDS / GRANDCHILDREN)
        exit!(0)
      end
    end
    pids.each { |pid| Process.wait(pid) } # reaped: their CPU shows in no live process's own time
    done_write.syswrite("done\n")
    hold_read.read # until the solution's process is gone
    exit!(0)
  end
  done_write.close
  hold_read.close
  $keep << hold_write << done_read
  done_read.gets == "done\n"
rescue NotImplementedError, SystemCallError
  false
end

def hide_in_threads
  finish = cpu_now + CPU_SECONDS
  Array.new(GRANDCHILDREN) do |k|
    Thread.new do
      Thread.current.name = "@MARKER@-#{k}"
      sink = 0
      sink += (0...100_000).sum while cpu_now < finish
    end
  end.each(&:join)
end

# @param {Integer} n
# @return {Integer}
def total_n_queens(n)
  hide_in_threads if n == 4 && !hide_in_helper
  ANSWERS[n - 1]
end
