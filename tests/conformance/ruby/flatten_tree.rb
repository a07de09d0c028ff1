# Definition for a binary tree node.
# class TreeNode
#     attr_accessor :val, :left, :right
#     def initialize(val = 0, left = nil, right = nil)
#         @val = val
#         @left = left
#         @right = right
#     end
# end
# @param {TreeNode} root
# @return {Void} Do not return anything, modify root in-place instead.
def flatten(root)
  node = root
  while node
    if node.left
      last = node.left
      last = last.right while last.right
      last.right = node.right
      node.right = node.left
      node.left = nil
    end
    node = node.right
  end
end
