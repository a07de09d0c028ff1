//! What a case exported as a program of its own (`judge export`) needs besides the user's file and
//! LeetCode's declarations (in main.rs): the input's trees and linked lists built from their values,
//! and the answer printed as LeetCode shows it. judge/languages/rust.py writes it into the exported
//! folder as leetcode.rs, with the parts for TreeNode and ListNode where the problem has them; the
//! judge's own harness does not use it.

/// A value as LeetCode prints it: JSON with no spaces, an f64 with five decimals, a char as a
/// string of one character, a tree in level order (null for a missing child, trailing nulls
/// dropped), a linked list as its values.
pub trait ToJson {
    fn write_json(&self, out: &mut String);
}

/// The value as LeetCode prints it (see ToJson).
pub fn to_json<T: ToJson>(value: &T) -> String {
    let mut out = String::new();
    value.write_json(&mut out);
    out
}

impl ToJson for i32 {
    fn write_json(&self, out: &mut String) {
        out.push_str(&self.to_string());
    }
}

impl ToJson for i64 {
    fn write_json(&self, out: &mut String) {
        out.push_str(&self.to_string());
    }
}

impl ToJson for bool {
    fn write_json(&self, out: &mut String) {
        out.push_str(if *self { "true" } else { "false" });
    }
}

impl ToJson for f64 {
    fn write_json(&self, out: &mut String) {
        out.push_str(&format!("{:.5}", self));
    }
}

impl ToJson for char {
    fn write_json(&self, out: &mut String) {
        quote(&self.to_string(), out);
    }
}

impl ToJson for String {
    fn write_json(&self, out: &mut String) {
        quote(self, out);
    }
}

impl<T: ToJson> ToJson for Vec<T> {
    fn write_json(&self, out: &mut String) {
        out.push('[');
        for (index, item) in self.iter().enumerate() {
            if index > 0 {
                out.push(',');
            }
            item.write_json(out);
        }
        out.push(']');
    }
}

/// A JSON string, its characters as they are (escaped: the quote, the backslash and controls).
fn quote(text: &str, out: &mut String) {
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

// export part: TreeNode

use crate::TreeNode;
use std::cell::RefCell;
use std::rc::Rc;

/// A tree from LeetCode's level order, None for a missing child: each node present takes the next
/// two values as its children.
pub fn tree(values: &[Option<i32>]) -> Option<Rc<RefCell<TreeNode>>> {
    let nodes: Vec<Option<Rc<RefCell<TreeNode>>>> = values
        .iter()
        .map(|value| value.map(|val| Rc::new(RefCell::new(TreeNode::new(val)))))
        .collect();
    let mut next = 1;
    for node in nodes.iter().flatten() {
        let mut node = node.borrow_mut();
        if next < nodes.len() {
            node.left = nodes[next].clone();
            next += 1;
        }
        if next < nodes.len() {
            node.right = nodes[next].clone();
            next += 1;
        }
    }
    nodes.into_iter().next().flatten()
}

impl ToJson for Option<Rc<RefCell<TreeNode>>> {
    /// Level order, trailing nulls dropped; a tree that reaches a node twice cannot be written.
    fn write_json(&self, out: &mut String) {
        let mut values: Vec<String> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        let mut queue = std::collections::VecDeque::from([self.clone()]);
        while let Some(link) = queue.pop_front() {
            match link {
                None => values.push("null".to_string()),
                Some(node) => {
                    assert!(
                        seen.insert(Rc::as_ptr(&node)),
                        "the tree has a cycle or a shared node"
                    );
                    let node = node.borrow();
                    values.push(node.val.to_string());
                    queue.push_back(node.left.clone());
                    queue.push_back(node.right.clone());
                }
            }
        }
        while values.last().map(String::as_str) == Some("null") {
            values.pop();
        }
        out.push('[');
        out.push_str(&values.join(","));
        out.push(']');
    }
}

// export part: ListNode

use crate::ListNode;

/// A linked list of the values (None when there are none).
pub fn list(values: &[i32]) -> Option<Box<ListNode>> {
    let mut head = None;
    for &val in values.iter().rev() {
        head = Some(Box::new(ListNode { val, next: head }));
    }
    head
}

impl ToJson for Option<Box<ListNode>> {
    /// The values from the head.
    fn write_json(&self, out: &mut String) {
        let mut values: Vec<String> = Vec::new();
        let mut node = self.as_deref();
        while let Some(current) = node {
            values.push(current.val.to_string());
            node = current.next.as_deref();
        }
        out.push('[');
        out.push_str(&values.join(","));
        out.push(']');
    }
}
