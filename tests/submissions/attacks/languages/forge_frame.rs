// expect: Wrong Answer or Runtime Error | on n = 4, writes a forged answer frame for the running case into the judge's result channel (the descriptor the harness got as its last argument), holding text outside Latin-1 and a lone surrogate escape (\ud800), waits 400 ms so that the judge reads that frame alone, then returns a wrong answer (which the harness sends as a second frame): never Accepted, and the judge must not crash on the text
use std::io::Write;
use std::os::unix::io::FromRawFd;

const ANSWERS: [i32; 9] = [1, 0, 0, 2, 10, 4, 40, 92, 352];
const FRAME: &str = "{\"case\":3,\"event\":\"result\",\"value\":\"一\\u4e00😀\\ud800\"}\n";

impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        if n == 4 {
            // The harness's descriptors come on its command line: program CONTROL RESULT.
            let fd: i32 = std::env::args().last().and_then(|arg| arg.parse().ok()).unwrap_or(4);
            // ManuallyDrop: the harness still owns the descriptor; it must stay open.
            let mut channel = std::mem::ManuallyDrop::new(unsafe { std::fs::File::from_raw_fd(fd) });
            let _ = channel.write_all(FRAME.as_bytes());
            std::thread::sleep(std::time::Duration::from_millis(400)); // the judge reads the forged frame before the harness's own
            return 3; // wrong: 2 is right
        }
        ANSWERS[(n - 1) as usize]
    }
}
