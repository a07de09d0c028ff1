impl Solution {
    pub fn pick_long(i: i32, l: i64, b: bool) -> i64 {
        if b { l } else { i as i64 }
    }
}
