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
  return root if root.nil?

  queue = [root]
  until queue.empty?
    previous = nil
    queue.size.times do
      node = queue.shift
      previous.next = node if previous
      previous = node
      queue << node.left if node.left
      queue << node.right if node.right
    end
  end
  root
end
