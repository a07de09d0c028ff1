# Definition for a Node.
# class Node
#     attr_accessor :val, :children
#     def initialize(val)
#         @val = val
#         @children = []
#     end
# end
# @param {Node} root
# @return {Node}
def mirror(root)
  stack = root ? [root] : []
  until stack.empty?
    node = stack.pop
    node.children.reverse!
    stack.concat(node.children)
  end
  root
end
