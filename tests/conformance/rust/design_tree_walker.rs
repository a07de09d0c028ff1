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
struct Walker {
    stack: Vec<Rc<RefCell<TreeNode>>>,
}


/**
 * `&self` means the method takes an immutable reference.
 * If you need a mutable reference, change it to `&mut self` instead.
 */
impl Walker {

    fn new(root: Option<Rc<RefCell<TreeNode>>>) -> Self {
        let mut walker = Walker { stack: vec![] };
        walker.descend(root);
        walker
    }

    fn descend(&mut self, mut node: Option<Rc<RefCell<TreeNode>>>) {
        while let Some(current) = node {
            node = current.borrow().left.clone();
            self.stack.push(current);
        }
    }

    fn next(&mut self) -> i32 {
        let node = self.stack.pop().unwrap();
        let right = node.borrow().right.clone();
        self.descend(right);
        let val = node.borrow().val;
        val
    }

    fn has_next(&self) -> bool {
        !self.stack.is_empty()
    }
}
