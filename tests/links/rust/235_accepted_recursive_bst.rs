// Definition for a binary tree node.
// #[derive(Debug, PartialEq, Eq)]
// pub struct TreeNode {
//   pub val: i32,
//   pub left: Option<Rc<RefCell<TreeNode>>>,
//   pub right: Option<Rc<RefCell<TreeNode>>>,
// }
//
// impl TreeNode {
//   #[inline]
//   pub fn new(val: i32) -> Self {
//     TreeNode {
//       val,
//       left: None,
//       right: None
//     }
//   }
// }
use std::rc::Rc;
use std::cell::RefCell;
impl Solution {
    pub fn lowest_common_ancestor(root: Option<Rc<RefCell<TreeNode>>>, p: Option<Rc<RefCell<TreeNode>>>, q: Option<Rc<RefCell<TreeNode>>>) -> Option<Rc<RefCell<TreeNode>>> {
        let node = root.clone()?;
        let val = node.borrow().val;
        let (pv, qv) = (p.as_ref()?.borrow().val, q.as_ref()?.borrow().val);
        if pv < val && qv < val {
            let left = node.borrow().left.clone();
            Self::lowest_common_ancestor(left, p, q)
        } else if pv > val && qv > val {
            let right = node.borrow().right.clone();
            Self::lowest_common_ancestor(right, p, q)
        } else {
            root
        }
    }
}
