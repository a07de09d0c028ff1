# Definition for Node.
# class Node
#     attr_accessor :val, :next, :random
#     def initialize(val = 0)
#         @val = val
#		  @next = nil
#		  @random = nil
#     end
# end

# @param {Node} node
# @return {Node}
def copyRandomList(head)
  copies = {}
  node = head
  while node
    copies[node] = Node.new(node.val)
    node = node.next
  end
  node = head
  while node
    copies[node].next = copies[node.next]
    copies[node].random = copies[node.random]
    node = node.next
  end
  copies[head]
end
