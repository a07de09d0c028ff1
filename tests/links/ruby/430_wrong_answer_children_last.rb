# @param {Node} root
# @return {Node}
def flatten(root)
  # Each child list goes to the end of the whole list, not right after its parent.
  tail = root
  tail = tail.next while tail&.next
  node = root
  while node
    child = node.child
    if child
      node.child = nil
      tail.next = child
      child.prev = tail
      tail = tail.next while tail.next
    end
    node = node.next
  end
  root
end
