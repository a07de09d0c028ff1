# @param {TreeNode} root
# @param {Integer} k
# @return {Integer}
def count_at_least(root, k)
  count = 0
  stack = root ? [root] : []
  until stack.empty?
    node = stack.pop
    count += 1 if node.val >= k
    stack << node.left if node.left
    stack << node.right if node.right
  end
  count
end
