impl Solution {
    pub fn echo_case(n: i32) -> i32 {
        if n % 3 != 0 {
            if n % 6 == 4 {
                print!("out {}", n);
            } else {
                println!("out {}", n);
            }
            eprintln!("err {}", n);
        }
        n + 1
    }
}
