# @param {TreeNode} root
# @return {TreeNode[]}
def subtrees(root)
  root ? [root.left, root.right] : []
end
