// LeetCode's TreeNode, ListNode and NestedInteger for a Rust submission: their readers and writers,
// included by the generated main.rs (judge/languages/rust.py) next to harness.rs when the signature
// has a node type. The types themselves are LeetCode's text, declared by main.rs at the crate's root
// (the user's module imports those its problem uses); this code names them by full path.
//
// Nothing here recurses: a skewed tree, a list of 10^4 nodes or a NestedInteger 25,000 deep is
// built, written and freed in a loop (Rust's own drop of a Box list, an Rc tree or a nested Vec goes
// one call deeper per level). An answer that cannot be written (a list with a cycle, which only
// `unsafe` code can make, or a tree that reaches a node twice) is the case's error, and is then
// never freed: freeing it would free a node twice.

type TreeLink = Option<std::rc::Rc<std::cell::RefCell<crate::TreeNode>>>;
type ListLink = Option<Box<crate::ListNode>>;

const LIST_CYCLE: &str = "Found cycle in the ListNode";
const TREE_TWICE: &str = "Found a cycle or a shared node in the TreeNode";

/// A tree from LeetCode's level order (null for a missing child): each node present takes the next
/// two entries as its children. The judge checks the order it sends (the root is not null, no entry
/// lacks a parent).
impl FromJson for TreeLink {
    fn read(parser: &mut Parser) -> Self {
        let mut nodes: Vec<TreeLink> = Vec::new();
        parser.expect(b'[');
        if parser.peek() == b']' {
            parser.pos += 1;
            return None;
        }
        loop {
            if parser.peek() == b'n' {
                parser.token();
                nodes.push(None);
            } else {
                let val = parser.read_i64() as i32;
                let node = crate::TreeNode { val, left: None, right: None };
                nodes.push(Some(std::rc::Rc::new(std::cell::RefCell::new(node))));
            }
            if !parser.more(b']') {
                break;
            }
        }
        let mut position = 1;
        for index in 0..nodes.len() {
            if position >= nodes.len() {
                break;
            }
            if let Some(node) = &nodes[index] {
                let mut node = node.borrow_mut();
                node.left = nodes[position].clone();
                position += 1;
                if position < nodes.len() {
                    node.right = nodes[position].clone();
                    position += 1;
                }
            }
        }
        // The other entries are the root's descendants' second owners: dropping them only counts down.
        nodes.into_iter().next().unwrap_or(None)
    }
}

/// A list from its values.
impl FromJson for ListLink {
    fn read(parser: &mut Parser) -> Self {
        let values: Vec<i32> = FromJson::read(parser);
        let mut head: ListLink = None;
        for &val in values.iter().rev() {
            head = Some(Box::new(crate::ListNode { val, next: head }));
        }
        head
    }
}

/// A NestedInteger from its JSON: an integer, or a list of them nested as deep as it goes (the
/// judge checks what it sends). The lists being read are kept on a stack of their own, innermost
/// last.
impl FromJson for crate::NestedInteger {
    fn read(parser: &mut Parser) -> Self {
        let mut open: Vec<Vec<crate::NestedInteger>> = Vec::new();
        loop {
            // One item: a list opened (its items follow), or an integer.
            let mut done = if parser.peek() == b'[' {
                parser.pos += 1;
                if parser.peek() != b']' {
                    open.push(Vec::new());
                    continue;
                }
                parser.pos += 1;
                crate::NestedInteger::List(Vec::new())
            } else {
                crate::NestedInteger::Int(parser.read_i64() as i32)
            };
            // The item goes into the list it is in; each list it closes goes into the one around it.
            loop {
                let items = match open.last_mut() {
                    Some(items) => items,
                    None => return done,
                };
                items.push(done);
                if parser.more(b']') {
                    break;
                }
                done = crate::NestedInteger::List(open.pop().unwrap_or_default());
            }
        }
    }
}

/// An answer holding trees or lists: written as JSON, then freed without recursion.
pub(crate) trait NodeJson: Sized {
    /// Writes the value, or says why it cannot be written. `owners` maps every node met so far in
    /// the whole answer to the item (of a list of them) it was met in: a node met twice in one item
    /// is the fault; one met in two items is no fault, but `Ok(false)` says the value cannot be
    /// freed node by node (two boxes hold that node).
    fn write_nodes(
        &self,
        out: &mut Vec<u8>,
        owners: &mut std::collections::HashMap<usize, usize>,
        item: usize,
    ) -> Result<bool, &'static str>;

    /// Frees the value in a loop.
    fn dispose(self);
}

fn write_val(val: i32, out: &mut Vec<u8>) {
    out.extend_from_slice(val.to_string().as_bytes());
}

/// The node a link points to, as a raw pointer (null for None): the writer reads the tree without
/// touching its reference counts or its cells' borrow flags.
fn tree_pointer(link: &TreeLink) -> *const crate::TreeNode {
    match link {
        Some(node) => (**node).as_ptr() as *const crate::TreeNode,
        None => std::ptr::null(),
    }
}

impl NodeJson for TreeLink {
    /// Level order, trailing nulls dropped ([] for the empty tree).
    fn write_nodes(
        &self,
        out: &mut Vec<u8>,
        owners: &mut std::collections::HashMap<usize, usize>,
        item: usize,
    ) -> Result<bool, &'static str> {
        if self.is_none() {
            out.extend_from_slice(b"[]");
            return Ok(true);
        }
        let mut queue: Vec<*const crate::TreeNode> = vec![tree_pointer(self)];
        let mut head = 0;
        out.push(b'[');
        let mut kept = out.len(); // the end of the last value written: the nulls after it are dropped
        while head < queue.len() {
            let node = queue[head];
            if head > 0 {
                out.push(b',');
            }
            head += 1;
            if node.is_null() {
                out.extend_from_slice(b"null");
                continue;
            }
            if owners.insert(node as usize, item) == Some(item) {
                out.truncate(kept);
                return Err(TREE_TWICE);
            }
            // Safety: the node belongs to the answer, which lives (borrowed here) and which nothing
            // changes while it is written.
            let node = unsafe { &*node };
            write_val(node.val, out);
            kept = out.len();
            queue.push(tree_pointer(&node.left));
            queue.push(tree_pointer(&node.right));
        }
        out.truncate(kept);
        out.push(b']');
        // A node of two trees of a list of them is counted by its Rc: freeing stays safe.
        Ok(true)
    }

    fn dispose(self) {
        let mut stack: Vec<std::rc::Rc<std::cell::RefCell<crate::TreeNode>>> = self.into_iter().collect();
        while let Some(node) = stack.pop() {
            // The last owner frees the node, its children first taken out; another owner (a node the
            // solution kept elsewhere) is only counted down.
            if let Ok(cell) = std::rc::Rc::try_unwrap(node) {
                let mut node = cell.into_inner();
                stack.extend(node.left.take());
                stack.extend(node.right.take());
            }
        }
    }
}

impl NodeJson for ListLink {
    /// The values from the head ([] for the empty list).
    fn write_nodes(
        &self,
        out: &mut Vec<u8>,
        owners: &mut std::collections::HashMap<usize, usize>,
        item: usize,
    ) -> Result<bool, &'static str> {
        let mut alone = true;
        let mut first = true;
        let mut node = self.as_deref();
        out.push(b'[');
        while let Some(current) = node {
            match owners.insert(current as *const crate::ListNode as usize, item) {
                Some(owner) if owner == item => return Err(LIST_CYCLE),
                Some(_) => alone = false, // also the tail of an earlier list of the answer
                None => {}
            }
            if !first {
                out.push(b',');
            }
            first = false;
            write_val(current.val, out);
            node = current.next.as_deref();
        }
        out.push(b']');
        Ok(alone)
    }

    fn dispose(self) {
        let mut link = self;
        while let Some(mut node) = link {
            link = node.next.take();
        }
    }
}

impl NodeJson for crate::NestedInteger {
    /// The integer, or the list as `[a,[b,c],[]]`, written with a stack of its own: the items of each
    /// list still to write, innermost last. Safe Rust cannot make a list that holds itself.
    fn write_nodes(
        &self,
        out: &mut Vec<u8>,
        _owners: &mut std::collections::HashMap<usize, usize>,
        _item: usize,
    ) -> Result<bool, &'static str> {
        let mut open: Vec<std::slice::Iter<crate::NestedInteger>> = Vec::new();
        let mut value = self;
        loop {
            match value {
                crate::NestedInteger::Int(val) => write_val(*val, out),
                crate::NestedInteger::List(items) => {
                    out.push(b'[');
                    open.push(items.iter());
                }
            }
            // The next item to write, after the closing brackets of the lists it ends.
            loop {
                let items = match open.last_mut() {
                    Some(items) => items,
                    None => return Ok(true),
                };
                match items.next() {
                    Some(next) => {
                        // Right after its list's '[' an item is the first: no comma before it.
                        if out.last() != Some(&b'[') {
                            out.push(b',');
                        }
                        value = next;
                        break;
                    }
                    None => {
                        out.push(b']');
                        open.pop();
                    }
                }
            }
        }
    }

    fn dispose(self) {
        // Each list's items taken out before it goes: dropping it then frees no level below.
        let mut pending = vec![self];
        while let Some(value) = pending.pop() {
            if let crate::NestedInteger::List(items) = value {
                pending.extend(items);
            }
        }
    }
}

impl<T: NodeJson> NodeJson for Vec<T> {
    fn write_nodes(
        &self,
        out: &mut Vec<u8>,
        owners: &mut std::collections::HashMap<usize, usize>,
        _item: usize,
    ) -> Result<bool, &'static str> {
        let mut alone = true;
        out.push(b'[');
        for (index, value) in self.iter().enumerate() {
            if index > 0 {
                out.push(b',');
            }
            alone &= value.write_nodes(out, owners, index)?;
        }
        out.push(b']');
        Ok(alone)
    }

    fn dispose(self) {
        for value in self {
            value.dispose();
        }
    }
}

/// A design call's result holding trees or lists, written to the list of results, then freed
/// (leaked when it cannot be walked whole safely); or, when it cannot be written, the error fields
/// LeetCode's message makes (type Error, no frames).
pub(crate) fn design_nodes<T: NodeJson>(value: T, out: &mut Vec<u8>) -> Result<(), Vec<u8>> {
    let mut owners = std::collections::HashMap::new();
    let written = value.write_nodes(out, &mut owners, 0);
    drop(owners);
    match written {
        Ok(true) => value.dispose(),
        Ok(false) => std::mem::forget(value),
        Err(message) => {
            std::mem::forget(value);
            let mut fields = br#""event":"error","type":"Error","message":"#.to_vec();
            write_str(message, &mut fields);
            fields.extend_from_slice(br#","frames":[],"frames_total":0"#);
            return Err(fields);
        }
    }
    Ok(())
}

/// The reply's fields for an answer holding trees or lists: the value, too_large past the output
/// limit, or the error LeetCode reports when it cannot be written (type Error, no frames). The
/// answer is freed afterwards, in a loop; one that could not be walked whole safely is leaked.
pub(crate) fn answer_nodes<T: NodeJson>(value: T) -> Vec<u8> {
    let mut out = br#""event":"result","value":"#.to_vec();
    let start = out.len();
    let mut owners = std::collections::HashMap::new();
    let written = value.write_nodes(&mut out, &mut owners, 0);
    drop(owners);
    match written {
        Ok(true) => value.dispose(),
        Ok(false) => std::mem::forget(value),
        Err(message) => {
            std::mem::forget(value);
            let mut out = br#""event":"error","type":"Error","message":"#.to_vec();
            write_str(message, &mut out);
            out.extend_from_slice(br#","frames":[],"frames_total":0"#);
            return out;
        }
    }
    let budget = SETTINGS.with(|settings| settings.borrow().budget);
    if out.len() - start > budget {
        return br#""event":"too_large""#.to_vec();
    }
    out
}

// ---- LeetCode's own drivers (docs/protocol.md, "Links") ------------------------------------------

type TreeRc = std::rc::Rc<std::cell::RefCell<crate::TreeNode>>;

/// A tree's nodes in level order, missing children left out, as built (before a driver's links): what
/// a link's and a returned node's indexes count. Holding every node, the list also frees the tree
/// without recursion when it goes (in level order: a node freed only counts its children down).
pub(crate) fn tree_nodes(root: &TreeLink) -> Vec<TreeRc> {
    let mut nodes: Vec<TreeRc> = root.iter().cloned().collect();
    let mut head = 0;
    while head < nodes.len() {
        let (left, right) = {
            let node = nodes[head].borrow();
            (node.left.clone(), node.right.clone())
        };
        nodes.extend(left);
        nodes.extend(right);
        head += 1;
    }
    nodes
}

/// A tree argument made a node of another argument by a link [1, t, b, j] (the last two numbers of
/// a link name the node); a link of another kind (a list's next) is none a tree takes.
pub(crate) fn linked_tree(link: &[i64], built: &[Vec<TreeRc>]) -> TreeLink {
    match link {
        [1, _, argument, index] => match built.get(*argument as usize).and_then(|nodes| nodes.get(*index as usize)) {
            Some(node) => Some(node.clone()),
            None => die("a link to a node the arguments do not have"),
        },
        _ => die("a link the arguments cannot take"),
    }
}

/// The reply's fields for a returned tree node: where it stands, [b, j] (node j of argument b, the
/// first argument whose built nodes hold that very node: Rc::ptr_eq, not an equal value), [-1, val]
/// for a node of the method's own, null for None. The node is then let go without recursion.
pub(crate) fn answer_place(value: TreeLink, built: &[Vec<TreeRc>]) -> Vec<u8> {
    let mut out = br#""event":"result","value":"#.to_vec();
    match &value {
        None => out.extend_from_slice(b"null"),
        Some(node) => {
            let found = built.iter().enumerate().find_map(|(argument, nodes)| {
                nodes.iter().position(|other| std::rc::Rc::ptr_eq(other, node)).map(|index| (argument as i64, index as i64))
            });
            // Safety: as in write_nodes, the answer lives and nothing changes it while it is read
            // (a borrow the method leaked would make borrow() panic here).
            let (argument, index) = found.unwrap_or_else(|| (-1, unsafe { (*tree_pointer(&value)).val } as i64));
            out.push(b'[');
            out.extend_from_slice(argument.to_string().as_bytes());
            out.push(b',');
            out.extend_from_slice(index.to_string().as_bytes());
            out.push(b']');
        }
    }
    value.dispose();
    out
}
