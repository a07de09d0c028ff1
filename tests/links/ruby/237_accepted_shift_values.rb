# @param {ListNode} node
# @return {Void} Do not return anything, modify node in-place instead.
def delete_node(node)
  # Moves every later value one node back, then drops the last node.
  while node.next.next
    node.val = node.next.val
    node = node.next
  end
  node.val = node.next.val
  node.next = nil
end
