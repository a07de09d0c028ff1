use std::rc::Rc;
use std::cell::RefCell;
impl Solution {
    pub fn flatten(root: &mut Option<Rc<RefCell<TreeNode>>>) {
        let mut node = root.clone();
        while let Some(current) = node {
            let left = current.borrow_mut().left.take();
            if let Some(left) = left {
                let mut last = Rc::clone(&left);
                loop {
                    let right = last.borrow().right.clone();
                    match right {
                        Some(right) => last = right,
                        None => break,
                    }
                }
                last.borrow_mut().right = current.borrow_mut().right.take();
                current.borrow_mut().right = Some(left);
            }
            node = current.borrow().right.clone();
        }
    }
}
