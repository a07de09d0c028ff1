use std::rc::Rc;
use std::cell::RefCell;
struct Codec {}

impl Codec {
    fn new() -> Self {
        Codec {}
    }

    // Parenthesised preorder, each value written without its sign.
    fn serialize(&self, root: Option<Rc<RefCell<TreeNode>>>) -> String {
        match root {
            None => "x".to_string(),
            Some(node) => {
                let node = node.borrow();
                format!(
                    "({} {} {})",
                    node.val.abs(),
                    self.serialize(node.left.clone()),
                    self.serialize(node.right.clone())
                )
            }
        }
    }

    fn deserialize(&self, data: String) -> Option<Rc<RefCell<TreeNode>>> {
        let spaced = data.replace('(', " ( ").replace(')', " ) ");
        let tokens: Vec<&str> = spaced.split_whitespace().collect();
        let mut at = 0;
        Self::build(&tokens, &mut at)
    }
}

impl Codec {
    fn build(tokens: &[&str], at: &mut usize) -> Option<Rc<RefCell<TreeNode>>> {
        let token = tokens[*at];
        *at += 1;
        if token == "x" {
            return None;
        }
        let mut node = TreeNode::new(tokens[*at].parse().unwrap());
        *at += 1;
        node.left = Self::build(tokens, at);
        node.right = Self::build(tokens, at);
        *at += 1; // the closing parenthesis
        Some(Rc::new(RefCell::new(node)))
    }
}
