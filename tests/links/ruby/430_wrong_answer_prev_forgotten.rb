# @param {Node} root
# @return {Node}
def flatten(root)
  # Only the next pointers are relinked: a spliced-in node's prev stays where it was.
  waiting = []
  node = root
  while node
    if node.child
      waiting.push(node.next) if node.next
      node.next = node.child
      node.child = nil
    elsif node.next.nil? && !waiting.empty?
      node.next = waiting.pop
    end
    node = node.next
  end
  root
end
