// Zuma Game: breadth-first search over (row, hand) states, so the first cleared row is reached
// with the fewest balls; states seen before are skipped. A ball is inserted only where it can
// matter: before a ball of its colour, or between two equal balls of another colour (splitting
// them, which "RRWWRRBBRR" with "WB" needs); the last ball of the hand only where it makes a pair
// into three, the one way it can empty the row. A state is dropped as hopeless when a colour of
// the row can never gather three balls (too few on row and hand together, or more missing over
// all colours than the hand holds), or when its one ball has no pair of its colour to complete.
// Removals are worked out around the new ball only: before a move no group holds three, so only
// the new ball's group can vanish, then the group its two neighbours form, and so on.
use std::collections::{HashSet, VecDeque};

impl Solution {
    pub fn find_min_step(board: String, hand: String) -> i32 {
        let mut hand = hand.into_bytes();
        hand.sort_unstable();
        let start = (board.into_bytes(), hand);
        if Self::hopeless(&start.0, &start.1) {
            return -1;
        }
        // A state is seen once, under one key: its row, '|', its hand.
        let mut seen: HashSet<Vec<u8>> = HashSet::new();
        seen.insert([&start.0[..], b"|", &start.1[..]].concat());
        let mut queue = VecDeque::from(vec![(start, 0)]);
        // Reused for every insertion: only the states kept are copied out of them.
        let (mut next_row, mut key) = (Vec::new(), Vec::new());
        while let Some(((row, hand), steps)) = queue.pop_front() {
            for j in 0..hand.len() {
                let ball = hand[j];
                if j > 0 && hand[j - 1] == ball {
                    continue; // the same colour twice in the hand: nothing new
                }
                let last = hand.len() == 1;
                for i in 0..row.len() {
                    if row[i] == ball {
                        // After a ball of its colour is the same as before it.
                        if i > 0 && row[i - 1] == ball {
                            continue;
                        }
                        // The last ball can only empty the row by making a pair into three.
                        if last && row.get(i + 1) != Some(&ball) {
                            continue;
                        }
                    } else if last || i == 0 || row[i - 1] != row[i] {
                        continue; // another colour: only between two equal balls, never as the last
                    }
                    next_row.clear();
                    next_row.extend_from_slice(&row[..i]);
                    next_row.push(ball);
                    next_row.extend_from_slice(&row[i..]);
                    Self::settle(&mut next_row, i);
                    if next_row.is_empty() {
                        return steps + 1;
                    }
                    if last {
                        continue;
                    }
                    key.clear();
                    key.extend_from_slice(&next_row);
                    key.push(b'|');
                    key.extend_from_slice(&hand[..j]);
                    key.extend_from_slice(&hand[j + 1..]);
                    // Marked seen even when hopeless, so that it is judged once.
                    if !seen.contains(&key) {
                        seen.insert(key.clone());
                        let rest = key[next_row.len() + 1..].to_vec();
                        if !Self::hopeless(&next_row, &rest) {
                            queue.push_back(((next_row.clone(), rest), steps + 1));
                        }
                    }
                }
            }
        }
        -1
    }

    /// Removes the group through position `at` if it holds three or more, then the group its two
    /// neighbours form, and so on (before the move no group held three: nothing else can vanish).
    fn settle(row: &mut Vec<u8>, mut at: usize) {
        while !row.is_empty() {
            let (mut left, mut right) = (at, at);
            while left > 0 && row[left - 1] == row[at] {
                left -= 1;
            }
            while right + 1 < row.len() && row[right + 1] == row[at] {
                right += 1;
            }
            if right - left < 2 {
                break;
            }
            row.drain(left..=right);
            if left == 0 || left == row.len() || row[left - 1] != row[left] {
                break; // nothing joins across the gap
            }
            at = left;
        }
    }

    /// Whether the row can never be emptied with this hand: a colour of the row short of three
    /// balls on row and hand together, more balls missing over all colours than the hand holds,
    /// or one ball left and no pair of its colour on the row for it to make three.
    fn hopeless(row: &[u8], hand: &[u8]) -> bool {
        if hand.len() == 1 && !row.windows(2).any(|pair| pair[0] == hand[0] && pair[1] == hand[0]) {
            return true;
        }
        let mut needed = 0;
        for &colour in b"RYBGW" {
            let on_row = row.iter().filter(|&&b| b == colour).count();
            if on_row == 0 || on_row >= 3 {
                continue;
            }
            let missing = 3 - on_row;
            if hand.iter().filter(|&&b| b == colour).count() < missing {
                return true;
            }
            needed += missing;
        }
        needed > hand.len()
    }
}
