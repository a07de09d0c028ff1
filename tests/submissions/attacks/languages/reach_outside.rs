// expect: Accepted | on n = 4, reaches for the process outside the run that started it (getppid()): lowers its open-file limit to 4 (prlimit), renices it to 19, pins it to one core; the answer is wrong by the number of calls that went through, so every call must be refused. Under bubblewrap the parent is the PID namespace's init (pid 1 or 0): nothing outside is named, and the right answer is returned
const ANSWERS: [i32; 9] = [1, 0, 0, 2, 10, 4, 40, 92, 352];
const RLIMIT_NOFILE: i32 = 7;
const PRIO_PROCESS: i32 = 0;

// No libc crate: the C library's functions, declared by hand (std links it anyway).
extern "C" {
    fn getppid() -> i32;
    fn prlimit(pid: i32, resource: i32, new_limit: *const [u64; 2], old_limit: *mut [u64; 2]) -> i32;
    fn setpriority(which: i32, who: u32, priority: i32) -> i32;
    fn sched_setaffinity(pid: i32, size: usize, mask: *const u64) -> i32;
}

impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        let mut answer = ANSWERS[(n - 1) as usize];
        if n == 4 {
            let parent = unsafe { getppid() };
            if parent <= 1 {
                // bubblewrap's PID namespace: the parent is the namespace's init
                println!("parent {parent}: the namespace's init, nothing tried");
                return answer;
            }
            let four = [4u64, 4u64];
            let mut mask = [0u64; 16]; // a 1024-bit mask, as glibc's cpu_set_t
            mask[0] = 1; // CPU 0 only
            unsafe {
                if prlimit(parent, RLIMIT_NOFILE, &four, std::ptr::null_mut()) == 0 {
                    answer += 1;
                }
                if setpriority(PRIO_PROCESS, parent as u32, 19) == 0 {
                    answer += 1;
                }
                if sched_setaffinity(parent, std::mem::size_of_val(&mask), mask.as_ptr()) == 0 {
                    answer += 1;
                }
            }
            println!("parent {parent}: {} of 3 calls went through", answer - ANSWERS[3]);
        }
        answer
    }
}
