// expect: Compile Error | pulls the problem's expected answers (@KIT_DATA@) into the program at compile time with include_str!; the compiler runs in the sandbox, which hides the file
// @MARKER@: makes each run's source its own, as the kit caches compile errors too: each sandbox must refuse the file itself
const DATA: &str = include_str!("@KIT_DATA@");
const ANSWERS: [i32; 9] = [1, 0, 0, 2, 10, 4, 40, 92, 352];

impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        if n == 4 {
            // cases.json: {"expected": E, "input": {"n": N}, ...} per case
            for item in DATA.split("\"expected\"").skip(1) {
                let expected: String = item.trim_start_matches([' ', ':']).chars().take_while(|c| c.is_ascii_digit()).collect();
                let n_at = match item.find("\"n\"") {
                    Some(at) => at + 3,
                    None => continue,
                };
                let value: String = item[n_at..].trim_start_matches([' ', ':']).chars().take_while(|c| c.is_ascii_digit()).collect();
                if value == n.to_string() {
                    return expected.parse().unwrap_or(-1);
                }
            }
            return -1;
        }
        ANSWERS[(n - 1) as usize]
    }
}
