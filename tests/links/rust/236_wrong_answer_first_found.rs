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
        // The first of p and q met from the root: right only when one is the other's ancestor.
        let node = root?;
        if Rc::ptr_eq(&node, p.as_ref()?) || Rc::ptr_eq(&node, q.as_ref()?) {
            return Some(node);
        }
        let left = node.borrow().left.clone();
        let right = node.borrow().right.clone();
        Self::lowest_common_ancestor(left, p.clone(), q.clone()).or_else(|| Self::lowest_common_ancestor(right, p, q))
    }
}
