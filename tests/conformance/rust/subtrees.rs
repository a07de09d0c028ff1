use std::rc::Rc;
use std::cell::RefCell;
impl Solution {
    pub fn subtrees(root: Option<Rc<RefCell<TreeNode>>>) -> Vec<Option<Rc<RefCell<TreeNode>>>> {
        match root {
            Some(node) => {
                let node = node.borrow();
                vec![node.left.clone(), node.right.clone()]
            }
            None => vec![],
        }
    }
}
