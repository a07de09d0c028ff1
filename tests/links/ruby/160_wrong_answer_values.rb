# @param {ListNode} headA
# @param {ListNode} headB
# @return {ListNode}
def get_intersection_node(headA, headB)
  values = Set.new
  node = headB
  while node
    values.add(node.val)
    node = node.next
  end
  node = headA
  node = node.next while node && !values.include?(node.val) # equal values, not the same node
  node
end
