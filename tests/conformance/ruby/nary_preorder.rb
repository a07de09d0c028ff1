# Definition for a Node.
# class Node
#     attr_accessor :val, :children
#     def initialize(val)
#         @val = val
#         @children = []
#     end
# end
# @param {Node} root
# @return {Integer[]}
def preorder(root)
  values = []
  stack = root ? [root] : []
  until stack.empty?
    node = stack.pop
    values << node.val
    stack.concat(node.children.reverse)
  end
  values
end
