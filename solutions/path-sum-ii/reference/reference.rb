# Reference solution for LeetCode 113, "Path Sum II", in Ruby.
#
# An explicit stack instead of recursion (a chain of 5000 nodes is deep for Ruby's stack). Each
# entry is a node with its depth and the sum of the path down to it; popping an entry cuts the
# shared path back to that depth and writes the node's value there, so the path runs from the
# root to the node being looked at. A leaf (no child at all) whose sum is the target gives a copy
# of the path. Right children are pushed before left ones, so the leaves come out left to right.
#
# Cost: O(n) visits plus the copies of the answers; O(n) for the stack and the path.

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
# @param {Integer} target_sum
# @return {Integer[][]}
def path_sum(root, target_sum)
  result = []
  return result if root.nil?

  path = []
  stack = [[root, 0, root.val]]
  until stack.empty?
    node, depth, sum = stack.pop
    path.pop(path.size - depth)
    path << node.val
    if node.left.nil? && node.right.nil?
      result << path.dup if sum == target_sum
      next
    end
    stack << [node.right, depth + 1, sum + node.right.val] if node.right
    stack << [node.left, depth + 1, sum + node.left.val] if node.left
  end
  result
end
