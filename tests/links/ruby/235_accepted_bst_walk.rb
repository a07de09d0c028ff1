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
# @param {TreeNode} p
# @param {TreeNode} q
# @return {TreeNode}
def lowest_common_ancestor(root, p, q)
  low, high = [p.val, q.val].minmax
  node = root
  loop do
    if node.val > high
      node = node.left
    elsif node.val < low
      node = node.right
    else
      return node
    end
  end
end
