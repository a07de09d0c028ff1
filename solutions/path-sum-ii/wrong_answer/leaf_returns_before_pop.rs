// Path Sum II (LeetCode 113), WRONG ANSWER: a leaf returns without taking its value off the path.
//
// The search pushes each node's value and pops it on the way back, but a leaf returns early,
// before the pop. Bug: every leaf's value stays on the shared path, so later paths carry the
// values of the leaves visited before them: example 1's first answer comes out as [5,4,11,7,2],
// still holding the leaf 7 visited just before 2. A leaf has to undo its push like any other node.
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
        if node.left.is_none() && node.right.is_none() {
            if remain == 0 {
                result.push(path.clone());
            }
            return;
        }
        if let Some(child) = &node.left {
            Self::visit(child, remain, path, result);
        }
        if let Some(child) = &node.right {
            Self::visit(child, remain, path, result);
        }
        path.pop();
    }
}
