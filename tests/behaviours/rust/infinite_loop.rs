// @UNIQUE@: a build of its own, so the run's program is found by its build's name.
impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        let mut spins: u64 = 0;
        while n > 0 {
            spins = std::hint::black_box(spins + 1);
        }
        spins as i32
    }
}
