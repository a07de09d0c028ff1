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
  stack = root ? [root] : []
  until stack.empty?
    node = stack.pop
    next unless node.left

    node.left.next = node.right # siblings only: cousins stay apart
    stack.push(node.left, node.right)
  end
  root
end
