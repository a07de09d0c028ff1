// Reference solution for LeetCode 113, "Path Sum II", in Rust.
//
// Depth-first search with one shared path. Entering a node pushes its value and takes it off
// what remains of the target; at a leaf (no child at all) that leaves 0, the path is cloned into
// the answer; leaving the node pops its value. Each node is only borrowed (RefCell::borrow) while
// it is visited, and a child's Rc is cloned to go down, as LeetCode's tree type requires. No
// branch is cut early, since negative values can bring a sum back to the target.
//
// Cost: O(n) visits plus the copies of the answers; O(height) stack (5000 frames for a chain).
use std::cell::RefCell;
use std::rc::Rc;

impl Solution {
    pub fn path_sum(root: Option<Rc<RefCell<TreeNode>>>, target_sum: i32) -> Vec<Vec<i32>> {
        let mut result = Vec::new();
        let mut path = Vec::new();
        if let Some(node) = root {
            Self::visit(&node, target_sum, &mut path, &mut result);
        }
        result
    }

    fn visit(node: &Rc<RefCell<TreeNode>>, remain: i32, path: &mut Vec<i32>, result: &mut Vec<Vec<i32>>) {
        let node = node.borrow();
        path.push(node.val);
        let remain = remain - node.val;
        match (&node.left, &node.right) {
            (None, None) => {
                if remain == 0 {
                    result.push(path.clone());
                }
            }
            (left, right) => {
                if let Some(child) = left {
                    Self::visit(child, remain, path, result);
                }
                if let Some(child) = right {
                    Self::visit(child, remain, path, result);
                }
            }
        }
        path.pop();
    }
}
