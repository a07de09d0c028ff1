# Path Sum II (LeetCode 113), WRONG ANSWER: the right subtree is searched only when there is no left one.
#
# The two recursive calls are chained with elsif: `if node.left ... elsif node.right ...`. Bug: a
# node with both children never looks right: in example 1 the search only goes 5 -> 4 -> 11 -> 7
# and finds neither answer (2 is 11's right child, 8 the root's). Both children must be searched,
# each on its own test.

# @param {TreeNode} root
# @param {Integer} target_sum
# @return {Integer[][]}
def path_sum(root, target_sum)
  result = []
  path = []
  visit = lambda do |node, remain|
    path << node.val
    remain -= node.val
    if node.left.nil? && node.right.nil?
      result << path.dup if remain.zero?
    elsif node.left
      visit.call(node.left, remain)
    elsif node.right
      visit.call(node.right, remain)
    end
    path.pop
  end
  visit.call(root, target_sum) if root
  result
end
