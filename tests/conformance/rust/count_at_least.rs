use std::rc::Rc;
use std::cell::RefCell;
impl Solution {
    pub fn count_at_least(root: Option<Rc<RefCell<TreeNode>>>, k: i32) -> i32 {
        let mut count = 0;
        let mut stack = Vec::new();
        if let Some(node) = root {
            stack.push(node);
        }
        while let Some(node) = stack.pop() {
            let node = node.borrow();
            if node.val >= k {
                count += 1;
            }
            if let Some(left) = &node.left {
                stack.push(Rc::clone(left));
            }
            if let Some(right) = &node.right {
                stack.push(Rc::clone(right));
            }
        }
        count
    }
}
