# @param {Node} root
# @return {Node}
def flatten(root)
  # The child lists are spliced in, but every child pointer is left in place.
  waiting = []
  node = root
  while node
    if node.child && !node.next.equal?(node.child)
      waiting.push(node.next) if node.next
      node.next = node.child
      node.child.prev = node
    elsif node.next.nil? && !waiting.empty?
      rest = waiting.pop
      node.next = rest
      rest.prev = node
    end
    node = node.next
  end
  root
end
