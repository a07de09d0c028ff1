# Definition for a binary tree node.
# class TreeNode
#     attr_accessor :val, :left, :right
#     def initialize(val)
#         @val = val
#         @left, @right = nil, nil
#     end
# end

# Encodes a tree to a single string.
#
# @param {TreeNode} root
# @return {string}
def serialize(root)
  out = []
  queue = [root]
  until queue.empty?
    node = queue.shift
    if node.nil?
      out << '#'
      next
    end
    out << node.val.to_s
    queue << node.left << node.right
  end
  out.join(',')
end

# Decodes your encoded data to tree.
#
# @param {string} data
# @return {TreeNode}
def deserialize(data)
  items = data.split(',')
  return nil if items.first == '#'

  root = TreeNode.new(items[0].to_i)
  queue = [root]
  at = 1
  until queue.empty?
    node = queue.shift
    unless items[at] == '#'
      node.left = TreeNode.new(items[at].to_i)
      queue << node.left
    end
    unless items[at + 1] == '#'
      node.right = TreeNode.new(items[at + 1].to_i)
      queue << node.right
    end
    at += 2
  end
  root
end


# Your functions will be called as such:
# deserialize(serialize(data))
