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
use std::collections::{HashMap, HashSet};

impl Solution {
    pub fn lowest_common_ancestor(root: Option<Rc<RefCell<TreeNode>>>, p: Option<Rc<RefCell<TreeNode>>>, q: Option<Rc<RefCell<TreeNode>>>) -> Option<Rc<RefCell<TreeNode>>> {
        // Each node's parent, keyed by the node's address.
        let mut parent: HashMap<*const RefCell<TreeNode>, Rc<RefCell<TreeNode>>> = HashMap::new();
        let mut stack = vec![root.unwrap()];
        while let Some(node) = stack.pop() {
            let current = node.borrow();
            for child in [current.left.clone(), current.right.clone()].into_iter().flatten() {
                parent.insert(Rc::as_ptr(&child), node.clone());
                stack.push(child);
            }
        }
        let mut ancestors = HashSet::new();
        let mut node = p.unwrap();
        loop {
            ancestors.insert(Rc::as_ptr(&node));
            match parent.get(&Rc::as_ptr(&node)) {
                Some(up) => node = up.clone(),
                None => break,
            }
        }
        let mut node = q.unwrap();
        while !ancestors.contains(&Rc::as_ptr(&node)) {
            node = parent[&Rc::as_ptr(&node)].clone();
        }
        Some(node)
    }
}
