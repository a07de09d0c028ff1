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
        let (p, q) = (p.unwrap().borrow().val, q.unwrap().borrow().val);
        let mut node = root;
        while let Some(current) = node {
            let val = current.borrow().val;
            if p < val && q < val {
                node = current.borrow().left.clone();
            } else if p > val && q > val {
                node = current.borrow().right.clone();
            } else {
                return Some(current);
            }
        }
        None
    }
}
