// N-Queens (LeetCode 51) in Rust, TIME LIMIT EXCEEDED: every set of n cells is tried.
//
// Idea: choose n of the n*n cells in every possible way (combinations in
// lexicographic order) and keep the choices where no two queens share a row, a
// column or a diagonal. Correct, but C(n*n, n) sets is about 2.6e11 for n = 9
// (already 8.6e7 for n = 7): far beyond any time limit.
//
// Cost: O(C(n^2, n) * n^2) time; O(n) space besides the output.

impl Solution {
    pub fn solve_n_queens(n: i32) -> Vec<Vec<String>> {
        let n = n as usize;
        let cells = n * n;
        let mut boards = Vec::new();
        let mut pick: Vec<usize> = (0..n).collect();
        loop {
            if Self::peaceful(&pick, n) {
                let mut board = vec![String::new(); n];
                for &cell in &pick {
                    board[cell / n] = (0..n)
                        .map(|c| if c == cell % n { 'Q' } else { '.' })
                        .collect();
                }
                boards.push(board);
            }
            // The next combination: bump the rightmost index that can still move.
            let mut i = n;
            while i > 0 && pick[i - 1] == cells - n + i - 1 {
                i -= 1;
            }
            if i == 0 {
                return boards;
            }
            pick[i - 1] += 1;
            for j in i..n {
                pick[j] = pick[j - 1] + 1;
            }
        }
    }

    fn peaceful(pick: &[usize], n: usize) -> bool {
        for a in 0..pick.len() {
            for b in a + 1..pick.len() {
                let (ra, ca, rb, cb) = (pick[a] / n, pick[a] % n, pick[b] / n, pick[b] % n);
                if ra == rb || ca == cb || ra + cb == rb + ca || ra + ca == rb + cb {
                    return false;
                }
            }
        }
        true
    }
}
