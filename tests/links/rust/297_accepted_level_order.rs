// Definition for a binary tree node.
// #[derive(Debug, PartialEq, Eq)]
// pub struct TreeNode {
//   pub val: i32,
//   pub left: Option<Rc<RefCell<TreeNode>>>,
//   pub right: Option<Rc<RefCell<TreeNode>>>,
// }
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

struct Codec {}

/**
 * `&self` means the method takes an immutable reference.
 * If you need a mutable reference, change it to `&mut self` instead.
 */
impl Codec {
    fn new() -> Self {
        Codec {}
    }

    fn serialize(&self, root: Option<Rc<RefCell<TreeNode>>>) -> String {
        let mut out: Vec<String> = Vec::new();
        let mut queue = VecDeque::new();
        queue.push_back(root);
        while let Some(node) = queue.pop_front() {
            match node {
                None => out.push("#".to_string()),
                Some(node) => {
                    let node = node.borrow();
                    out.push(node.val.to_string());
                    queue.push_back(node.left.clone());
                    queue.push_back(node.right.clone());
                }
            }
        }
        out.join(",")
    }

    fn deserialize(&self, data: String) -> Option<Rc<RefCell<TreeNode>>> {
        let items: Vec<&str> = data.split(',').collect();
        if items[0] == "#" {
            return None;
        }
        let root = Rc::new(RefCell::new(TreeNode::new(items[0].parse().unwrap())));
        let mut queue = VecDeque::new();
        queue.push_back(Rc::clone(&root));
        let mut at = 1;
        while let Some(node) = queue.pop_front() {
            let mut node = node.borrow_mut();
            if items[at] != "#" {
                let child = Rc::new(RefCell::new(TreeNode::new(items[at].parse().unwrap())));
                queue.push_back(Rc::clone(&child));
                node.left = Some(child);
            }
            if items[at + 1] != "#" {
                let child = Rc::new(RefCell::new(TreeNode::new(items[at + 1].parse().unwrap())));
                queue.push_back(Rc::clone(&child));
                node.right = Some(child);
            }
            at += 2;
        }
        Some(root)
    }
}

/**
 * Your Codec object will be instantiated and called as such:
 * let obj = Codec::new();
 * let data: String = obj.serialize(strs);
 * let ans: Option<Rc<RefCell<TreeNode>>> = obj.deserialize(data);
 */
