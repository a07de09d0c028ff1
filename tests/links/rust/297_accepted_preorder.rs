use std::rc::Rc;
use std::cell::RefCell;
struct Codec {

}

impl Codec {
    fn new() -> Self {
        Self {}
    }

    fn serialize(&self, root: Option<Rc<RefCell<TreeNode>>>) -> String {
        fn walk(node: &Option<Rc<RefCell<TreeNode>>>, out: &mut String) {
            match node {
                None => out.push_str("N "),
                Some(node) => {
                    let node = node.borrow();
                    out.push_str(&format!("{} ", node.val));
                    walk(&node.left, out);
                    walk(&node.right, out);
                }
            }
        }
        let mut out = String::new();
        walk(&root, &mut out);
        out
    }

    fn deserialize(&self, data: String) -> Option<Rc<RefCell<TreeNode>>> {
        fn build<'a>(tokens: &mut impl Iterator<Item = &'a str>) -> Option<Rc<RefCell<TreeNode>>> {
            match tokens.next() {
                None | Some("N") => None,
                Some(token) => {
                    let mut node = TreeNode::new(token.parse().unwrap());
                    node.left = build(tokens);
                    node.right = build(tokens);
                    Some(Rc::new(RefCell::new(node)))
                }
            }
        }
        build(&mut data.split_whitespace())
    }
}
