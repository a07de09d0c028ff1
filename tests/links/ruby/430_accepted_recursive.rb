# Flattens the list from node on and gives back its last node.
def flatten_from(node)
  last = node
  while node
    after = node.next
    if node.child
      tail = flatten_from(node.child)
      node.next = node.child
      node.child.prev = node
      node.child = nil
      tail.next = after
      after.prev = tail if after
      last = tail
    else
      last = node
    end
    node = after
  end
  last
end

# @param {Node} root
# @return {Node}
def flatten(root)
  flatten_from(root) if root
  root
end
