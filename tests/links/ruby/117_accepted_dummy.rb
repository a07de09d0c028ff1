# Definition for Node.
# class Node
#     attr_accessor :val, :left, :right, :next
#     def initialize(val)
#         @val = val
#         @left, @right, @next = nil, nil, nil
#     end
# end

# @param {Node} root
# @return {Node}
def connect(root)
  head = root
  while head
    dummy = tail = Node.new
    node = head
    while node
      [node.left, node.right].each do |child|
        next unless child

        tail.next = child
        tail = child
      end
      node = node.next
    end
    head = dummy.next
  end
  root
end
