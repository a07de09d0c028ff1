// Sudoku Solver: backtracking over the empty cells with a bitmask of the digits used in each row,
// column and 3x3 box; the next cell filled is always the one with the fewest candidates left.
impl Solution {
    pub fn solve_sudoku(board: &mut Vec<Vec<char>>) {
        let mut rows = [0u16; 9];
        let mut columns = [0u16; 9];
        let mut boxes = [0u16; 9];
        let mut empty = Vec::new();
        for r in 0..9 {
            for c in 0..9 {
                if board[r][c] == '.' {
                    empty.push((r, c));
                } else {
                    let bit = 1 << (board[r][c] as u8 - b'1');
                    rows[r] |= bit;
                    columns[c] |= bit;
                    boxes[r / 3 * 3 + c / 3] |= bit;
                }
            }
        }
        let mut masks = Masks { rows, columns, boxes };
        Self::fill(board, &mut empty, 0, &mut masks);
    }

    fn fill(board: &mut Vec<Vec<char>>, empty: &mut Vec<(usize, usize)>, done: usize, masks: &mut Masks) -> bool {
        if done == empty.len() {
            return true;
        }
        // Move the most constrained cell to position `done`.
        let mut best = done;
        let mut fewest = u32::MAX;
        for k in done..empty.len() {
            let (r, c) = empty[k];
            let count = masks.free(r, c).count_ones();
            if count < fewest {
                fewest = count;
                best = k;
                if count <= 1 {
                    break;
                }
            }
        }
        empty.swap(done, best);
        let (r, c) = empty[done];
        let mut free = masks.free(r, c);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            masks.toggle(r, c, bit);
            board[r][c] = (b'1' + bit.trailing_zeros() as u8) as char;
            if Self::fill(board, empty, done + 1, masks) {
                return true;
            }
            masks.toggle(r, c, bit);
        }
        board[r][c] = '.';
        false
    }
}

struct Masks {
    rows: [u16; 9],
    columns: [u16; 9],
    boxes: [u16; 9],
}

impl Masks {
    /// The digits (bit d - 1 for digit d) that cell (r, c) may still take.
    fn free(&self, r: usize, c: usize) -> u16 {
        !(self.rows[r] | self.columns[c] | self.boxes[r / 3 * 3 + c / 3]) & 0x1FF
    }

    fn toggle(&mut self, r: usize, c: usize, bit: u16) {
        self.rows[r] ^= bit;
        self.columns[c] ^= bit;
        self.boxes[r / 3 * 3 + c / 3] ^= bit;
    }
}
