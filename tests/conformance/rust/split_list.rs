impl Solution {
    pub fn split_list_to_parts(head: Option<Box<ListNode>>, k: i32) -> Vec<Option<Box<ListNode>>> {
        let mut length = 0;
        let mut node = head.as_ref();
        while let Some(current) = node {
            length += 1;
            node = current.next.as_ref();
        }
        let (size, extra) = (length / k, length % k);
        let mut parts = Vec::new();
        let mut rest = head;
        for i in 0..k {
            let count = size + if i < extra { 1 } else { 0 };
            let mut part = rest;
            let mut cursor = &mut part;
            for _ in 0..count {
                cursor = &mut cursor.as_mut().unwrap().next;
            }
            rest = cursor.take();
            parts.push(part);
        }
        parts
    }
}
