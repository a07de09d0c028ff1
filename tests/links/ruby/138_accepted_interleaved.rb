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
def copy_random_list(head)
  return nil if head.nil?

  # A -> A' -> B -> B' -> ...
  node = head
  while node
    copy = Node.new(node.val)
    copy.next = node.next
    node.next = copy
    node = copy.next
  end
  node = head
  while node
    node.next.random = node.random.next if node.random
    node = node.next.next
  end
  # Unweave: the original list as it was, and the copy.
  copy_head = head.next
  node = head
  while node
    copy = node.next
    node.next = copy.next
    copy.next = copy.next&.next
    node = node.next
  end
  copy_head
end
