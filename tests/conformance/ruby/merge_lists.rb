# Definition for singly-linked list.
# class ListNode
#     attr_accessor :val, :next
#     def initialize(val = 0, _next = nil)
#         @val = val
#         @next = _next
#     end
# end
# @param {ListNode[]} lists
# @return {ListNode}
def merge_k_lists(lists)
  values = []
  lists.each do |node|
    while node
      values << node.val
      node = node.next
    end
  end
  dummy = tail = ListNode.new
  values.sort.each { |value| tail = tail.next = ListNode.new(value) }
  dummy.next
end
