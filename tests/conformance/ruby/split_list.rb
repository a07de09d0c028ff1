# @param {ListNode} head
# @param {Integer} k
# @return {ListNode[]}
def split_list_to_parts(head, k)
  length = 0
  node = head
  while node
    length += 1
    node = node.next
  end
  size, extra = length.divmod(k)
  (0...k).map do |part|
    first = head
    (size + (part < extra ? 1 : 0) - 1).times { head = head.next }
    if head
      rest = head.next
      head.next = nil
      head = rest
    end
    first
  end
end
