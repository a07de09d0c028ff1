# @param {TreeNode} root
# @return {TreeNode}
def share_subtree(root)
  root.right = root.left if root.left
  root
end
