use std::rc::Rc;
use std::cell::RefCell;
impl Solution {
    pub fn share_subtree(root: Option<Rc<RefCell<TreeNode>>>) -> Option<Rc<RefCell<TreeNode>>> {
        if let Some(node) = &root {
            let left = node.borrow().left.clone();
            if left.is_some() {
                node.borrow_mut().right = left;
            }
        }
        root
    }
}
