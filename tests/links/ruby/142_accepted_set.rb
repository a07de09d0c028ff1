# Definition for singly-linked list.
# class ListNode
#     attr_accessor :val, :next
#     def initialize(val = 0, _next = nil)
#         @val = val
#         @next = _next
#     end
# end
# @param {ListNode} head
# @return {ListNode}
def detect_cycle(head)
  seen = Set.new
  node = head
  until node.nil?
    return node if seen.include?(node)

    seen << node
    node = node.next
  end
  nil
end
