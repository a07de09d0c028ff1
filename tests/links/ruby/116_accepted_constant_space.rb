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
  leftmost = root
  while leftmost&.left
    node = leftmost
    while node
      node.left.next = node.right
      node.right.next = node.next.left if node.next
      node = node.next
    end
    leftmost = leftmost.left
  end
  root
end
