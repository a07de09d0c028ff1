// Appended after `struct Solution;` (LeetCode's) and the user's `impl Solution`: calls it for
// n = 1..9 in one process; `--cfg driver_51` picks problem 51. Prints one JSON line per case: {"n", "result", "ms"}.
fn main() {
    for n in 1..=9 {
        let started = std::time::Instant::now();
        let json = driver_call(n);
        let ms = started.elapsed().as_secs_f64() * 1000.0;
        println!("{{\"n\": {}, \"result\": {}, \"ms\": {:.3}}}", n, json, ms);
    }
}

#[cfg(driver_51)]
fn driver_call(n: i32) -> String {
    driver_json_boards(Solution::solve_n_queens(n))
}

#[cfg(not(driver_51))]
fn driver_call(n: i32) -> String {
    Solution::total_n_queens(n).to_string()
}

#[allow(dead_code)]
fn driver_json_boards(boards: Vec<Vec<String>>) -> String {
    let rows: Vec<String> = boards
        .iter()
        .map(|board| {
            let cells: Vec<String> = board.iter().map(|row| format!("\"{}\"", row.replace('\\', "\\\\").replace('"', "\\\""))).collect();
            format!("[{}]", cells.join(","))
        })
        .collect();
    format!("[{}]", rows.join(","))
}
