# @param {Node} root
# @return {Node}
def flatten(root)
  # A new list of the values in depth-first order (a child before the rest of its level), each node
  # made with LeetCode's constructor, its prev given.
  pending = [root]
  first = last = nil
  until pending.empty?
    node = pending.pop
    next if node.nil?

    copy = Node.new(node.val, last)
    if last then last.next = copy else first = copy end
    last = copy
    pending.push(node.next, node.child)
  end
  first
end
