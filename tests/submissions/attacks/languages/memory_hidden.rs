// expect: Memory Limit Exceeded | on n = 4, holds 600 MB in memfd files (15 MB each, under the file-size limit) that no process maps, so no resident size shows them, then returns the right answer: the run's control group counts them
const ANSWERS: [i32; 9] = [1, 0, 0, 2, 10, 4, 40, 92, 352];
const MEGABYTES: usize = 600;
const FILE_MB: usize = 15;

// No libc crate: the C library's functions, declared by hand (std links it anyway).
extern "C" {
    fn memfd_create(name: *const u8, flags: u32) -> i32;
    fn write(fd: i32, buffer: *const u8, count: usize) -> isize;
}

impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        if n == 4 {
            let chunk = vec![1u8; 1 << 20];
            for index in 0..MEGABYTES / FILE_MB {
                let name = format!("@MARKER@-{index}\0");
                let fd = unsafe { memfd_create(name.as_ptr(), 0) }; // never closed: the file lives on
                if fd < 0 {
                    break;
                }
                for _ in 0..FILE_MB {
                    if unsafe { write(fd, chunk.as_ptr(), chunk.len()) } != chunk.len() as isize {
                        break;
                    }
                }
            }
        }
        ANSWERS[(n - 1) as usize]
    }
}
