// Merge k Sorted Lists (LeetCode 23), WRONG ANSWER: BinaryHeap used as if it gave the smallest first.
//
// A k-way merge over (value, list index) in a std::collections::BinaryHeap. Bug: Rust's
// BinaryHeap is a max-heap, so without std::cmp::Reverse it pops the largest head first, and the
// result is neither ascending nor descending: example 1 answers [2,6,1,3,4,1,4,5], the list with
// the largest head drained first. Wrapping the entries in Reverse makes it a min-heap.
use std::collections::BinaryHeap;

impl Solution {
    pub fn merge_k_lists(lists: Vec<Option<Box<ListNode>>>) -> Option<Box<ListNode>> {
        let mut heads = lists;
        let mut heap = BinaryHeap::new();
        for (index, head) in heads.iter().enumerate() {
            if let Some(node) = head {
                heap.push((node.val, index));
            }
        }
        let mut dummy = Box::new(ListNode::new(0));
        let mut tail = &mut dummy;
        while let Some((_, index)) = heap.pop() {
            let mut node = heads[index].take().unwrap();
            heads[index] = node.next.take();
            if let Some(next) = &heads[index] {
                heap.push((next.val, index));
            }
            tail.next = Some(node);
            tail = tail.next.as_mut().unwrap();
        }
        dummy.next
    }
}
