// Mistake: a ball is only ever inserted next to a ball of its own colour, never between two equal balls of another colour (board "RRWWRRBBRR", hand "WB" needs 2: split the last "RR" with the W).
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
            for i in 0..row.len() {
                for j in 0..hand.len() {
                    let ball = hand[j];
                    if (j > 0 && hand[j - 1] == ball) || row[i] != ball {
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

    fn clear(row: &[u8]) -> Vec<u8> {
        let mut groups: Vec<(u8, usize)> = Vec::new();
        for &ball in row {
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
