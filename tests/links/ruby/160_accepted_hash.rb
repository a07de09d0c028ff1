# @param {ListNode} headA
# @param {ListNode} headB
# @return {ListNode}
def get_intersection_node(headA, headB)
  on_a = {}.compare_by_identity
  node = headA
  while node
    on_a[node] = true
    node = node.next
  end
  node = headB
  node = node.next while node && !on_a.key?(node)
  node
end
