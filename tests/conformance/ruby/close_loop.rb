# @param {ListNode} head
# @param {Integer} pos
# @return {ListNode}
def close_loop(head, pos)
  nodes = []
  node = head
  while node
    nodes << node
    node = node.next
  end
  nodes[-1].next = nodes[pos] if pos >= 0
  head
end
