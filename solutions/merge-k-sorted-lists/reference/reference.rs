// Reference solution for LeetCode 23, "Merge k Sorted Lists", in Rust.
//
// A k-way merge with a BinaryHeap of (value, list index), reversed to pop the smallest first.
// The heads stay in the given vector; popping an entry takes that list's head node out, puts its
// successor back in the list's place (and in the heap), and appends the node to the result's
// tail. Boxes move, none is copied; empty lists (None) never enter the heap.
//
// Cost: O(N log k) for N nodes in k lists; O(k) for the heap.
use std::cmp::Reverse;
use std::collections::BinaryHeap;

impl Solution {
    pub fn merge_k_lists(lists: Vec<Option<Box<ListNode>>>) -> Option<Box<ListNode>> {
        let mut heads = lists;
        let mut heap = BinaryHeap::new();
        for (index, head) in heads.iter().enumerate() {
            if let Some(node) = head {
                heap.push(Reverse((node.val, index)));
            }
        }
        let mut dummy = Box::new(ListNode::new(0));
        let mut tail = &mut dummy;
        while let Some(Reverse((_, index))) = heap.pop() {
            let mut node = heads[index].take().unwrap();
            heads[index] = node.next.take();
            if let Some(next) = &heads[index] {
                heap.push(Reverse((next.val, index)));
            }
            tail.next = Some(node);
            tail = tail.next.as_mut().unwrap();
        }
        dummy.next
    }
}
