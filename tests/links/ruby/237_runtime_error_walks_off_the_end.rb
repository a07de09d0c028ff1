# @param {ListNode} node
# @return {Void} Do not return anything, modify node in-place instead.
def delete_node(node)
  # Walks off the end: nil has no val.
  while node
    node.val = node.next.val
    node = node.next
  end
end
