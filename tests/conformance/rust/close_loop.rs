impl Solution {
    // LeetCode 141's input, built as its judge does: only raw pointers can close a loop of boxes.
    pub fn close_loop(mut head: Option<Box<ListNode>>, pos: i32) -> Option<Box<ListNode>> {
        if pos < 0 {
            return head;
        }
        unsafe {
            let mut node: *mut ListNode = head.as_deref_mut().unwrap();
            let mut target: *mut ListNode = std::ptr::null_mut();
            let mut index = 0;
            loop {
                if index == pos {
                    target = node;
                }
                match (*node).next.as_deref_mut() {
                    Some(next) => node = next,
                    None => break,
                }
                index += 1;
            }
            (*node).next = Some(Box::from_raw(target));
        }
        head
    }
}
