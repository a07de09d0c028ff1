// expect: Time Limit Exceeded | on n = 4, a helper process forks grandchildren that burn 1.5 s of CPU between them, reaps them and stays alive while the right answer is returned: their CPU shows in no live process's own time, yet every task of the run counts
const ANSWERS: [i32; 9] = [1, 0, 0, 2, 10, 4, 40, 92, 352];
const CPU_SECONDS: f64 = 1.5;
const GRANDCHILDREN: usize = 3;
const PR_SET_NAME: i32 = 15;
const CLOCK_PROCESS_CPUTIME_ID: i32 = 2;

// No libc crate: the C library's functions, declared by hand (std links it anyway).
extern "C" {
    fn fork() -> i32;
    fn pipe(fds: *mut i32) -> i32;
    fn read(fd: i32, buffer: *mut u8, count: usize) -> isize;
    fn write(fd: i32, buffer: *const u8, count: usize) -> isize;
    fn close(fd: i32) -> i32;
    fn waitpid(pid: i32, status: *mut i32, options: i32) -> i32;
    fn prctl(option: i32, arg2: usize, arg3: usize, arg4: usize, arg5: usize) -> i32;
    fn sleep(seconds: u32) -> u32;
    fn _exit(status: i32) -> !;
    fn clock_gettime(clock: i32, time: *mut [i64; 2]) -> i32;
}

const MARKER: &[u8] = b"@MARKER@\0";

fn cpu_seconds() -> f64 {
    let mut now = [0i64; 2];
    unsafe { clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &mut now) };
    now[0] as f64 + now[1] as f64 / 1e9
}

fn burn(seconds: f64) {
    let end = cpu_seconds() + seconds;
    let mut sink = 0u64;
    while cpu_seconds() < end {
        for i in 0..10000u64 {
            sink = std::hint::black_box(sink.wrapping_add(i));
        }
    }
}

impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        if n == 4 {
            unsafe {
                let mut done = [0i32; 2];
                if pipe(done.as_mut_ptr()) != 0 {
                    return -1;
                }
                if fork() == 0 {
                    // the helper
                    prctl(PR_SET_NAME, MARKER.as_ptr() as usize, 0, 0, 0);
                    let mut grandchildren = [0i32; GRANDCHILDREN];
                    for pid in grandchildren.iter_mut() {
                        *pid = fork();
                        if *pid == 0 {
                            prctl(PR_SET_NAME, MARKER.as_ptr() as usize, 0, 0, 0);
                            burn(CPU_SECONDS / GRANDCHILDREN as f64);
                            _exit(0);
                        }
                    }
                    for &pid in grandchildren.iter() {
                        if pid > 0 {
                            waitpid(pid, std::ptr::null_mut(), 0); // reaped: their time moves to the helper's children
                        }
                    }
                    if write(done[1], b"1".as_ptr(), 1) != 1 {
                        _exit(1);
                    }
                    sleep(60); // and the helper stays alive, so nobody waits for it
                    _exit(0);
                }
                let mut byte = 0u8;
                if read(done[0], &mut byte, 1) != 1 {
                    return -1;
                }
                close(done[0]);
                close(done[1]);
            }
        }
        ANSWERS[(n - 1) as usize]
    }
}
