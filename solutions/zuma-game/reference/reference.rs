// Zuma Game: breadth-first search over (row, hand) states, so the first cleared row is reached
// with the fewest balls; states seen before are skipped. A ball is inserted only where it can
// matter: before a ball of its colour, or between two equal balls of another colour (splitting
// them, which "RRWWRRBBRR" with "WB" needs).
use std::collections::{HashSet, VecDeque};

impl Solution {
    pub fn find_min_step(board: String, hand: String) -> i32 {
        let mut hand = hand.into_bytes();
        hand.sort_unstable();
        let start = (board.into_bytes(), hand);
        let mut seen = HashSet::new();
        seen.insert(start.clone());
        let mut queue = VecDeque::from(vec![(start, 0)]);
        while let Some(((row, hand), steps)) = queue.pop_front() {
            for i in 0..=row.len() {
                for j in 0..hand.len() {
                    let ball = hand[j];
                    // The same colour twice in the hand, or after a ball of its colour (the same as
                    // before it): nothing new.
                    if (j > 0 && hand[j - 1] == ball) || (i > 0 && row[i - 1] == ball) {
                        continue;
                    }
                    let joins = i < row.len() && row[i] == ball;
                    let splits = i > 0 && i < row.len() && row[i - 1] == row[i] && row[i] != ball;
                    if !joins && !splits {
                        continue;
                    }
                    let mut next_row = row[..i].to_vec();
                    next_row.push(ball);
                    next_row.extend_from_slice(&row[i..]);
                    let next_row = Self::clear(&next_row);
                    if next_row.is_empty() {
                        return steps + 1;
                    }
                    let mut next_hand = hand.clone();
                    next_hand.remove(j);
                    let state = (next_row, next_hand);
                    if seen.insert(state.clone()) {
                        queue.push_back((state, steps + 1));
                    }
                }
            }
        }
        -1
    }

    /// The row once every group of three or more of one colour has vanished, in chains.
    fn clear(row: &[u8]) -> Vec<u8> {
        let mut groups: Vec<(u8, usize)> = Vec::new();
        for &ball in row {
            // A finished group of 3+ vanishes when a different colour follows it.
            while let Some(&(colour, count)) = groups.last() {
                if colour != ball && count >= 3 {
                    groups.pop();
                } else {
                    break;
                }
            }
            match groups.last_mut() {
                Some((colour, count)) if *colour == ball => *count += 1,
                _ => groups.push((ball, 1)),
            }
        }
        if groups.last().map_or(false, |&(_, count)| count >= 3) {
            groups.pop();
        }
        groups.iter().flat_map(|&(colour, count)| std::iter::repeat(colour).take(count)).collect()
    }
}
