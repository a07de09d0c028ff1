// expect stdout: "n = {n}\nno newline"
// expect stderr: "err {n}"
impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        println!("n = {}", n);
        print!("no newline");
        eprint!("err {}", n);
        [1, 0, 0, 2, 10, 4, 40, 92, 352][n as usize - 1]
    }
}
