# @param {TreeNode} root
# @return {string}
def serialize(root)
  parts = []
  stack = [root]
  until stack.empty?
    node = stack.pop
    if node.nil?
      parts << 'N'
    else
      parts << node.val
      stack.push(node.right, node.left)
    end
  end
  parts.join(' ')
end

# @param {string} data
# @return {TreeNode}
def deserialize(data)
  build(data.split.each)
end

def build(tokens)
  token = tokens.next
  return nil if token == 'N'

  node = TreeNode.new(token.to_i)
  node.left = build(tokens)
  node.right = build(tokens)
  node
end
