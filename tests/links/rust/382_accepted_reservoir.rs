// Definition for singly-linked list.
// #[derive(PartialEq, Eq, Clone, Debug)]
// pub struct ListNode {
//   pub val: i32,
//   pub next: Option<Box<ListNode>>
// }
//
// impl ListNode {
//   #[inline]
//   fn new(val: i32) -> Self {
//     ListNode {
//       next: None,
//       val
//     }
//   }
// }
use std::time::{SystemTime, UNIX_EPOCH};

// LeetCode gives the rand crate; this is a xorshift64 generator seeded from the clock instead.
struct XorShift(u64);

impl XorShift {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

struct Solution {
    head: Option<Box<ListNode>>,
    rng: XorShift,
}


/**
 * `&self` means the method takes an immutable reference.
 * If you need a mutable reference, change it to `&mut self` instead.
 */
impl Solution {

    fn new(head: Option<Box<ListNode>>) -> Self {
        let nanos = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_nanos() as u64;
        Solution { head, rng: XorShift(nanos | 1) }
    }

    // Reservoir sampling: the k-th node replaces the choice with probability 1/k.
    fn get_random(&mut self) -> i32 {
        let (mut chosen, mut seen) = (0, 0);
        let mut node = self.head.as_deref();
        while let Some(current) = node {
            seen += 1;
            if self.rng.below(seen) == 0 {
                chosen = current.val;
            }
            node = current.next.as_deref();
        }
        chosen
    }
}

/**
 * Your Solution object will be instantiated and called as such:
 * let obj = Solution::new(head);
 * let ret_1: i32 = obj.get_random();
 */
