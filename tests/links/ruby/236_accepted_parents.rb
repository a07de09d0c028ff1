# @param {TreeNode} root
# @param {TreeNode} p
# @param {TreeNode} q
# @return {TreeNode}
def lowest_common_ancestor(root, p, q)
  parent = { root => nil }
  stack = [root]
  until parent.key?(p) && parent.key?(q)
    node = stack.pop
    [node.left, node.right].compact.each do |child|
      parent[child] = node
      stack << child
    end
  end
  ancestors = Set.new
  while p
    ancestors << p
    p = parent[p]
  end
  q = parent[q] until ancestors.include?(q)
  q
end
