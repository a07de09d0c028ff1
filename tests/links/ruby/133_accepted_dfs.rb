# Definition for a Node.
# class Node
#     attr_accessor :val, :neighbors
#     def initialize(val = 0, neighbors = nil)
#		  @val = val
#		  neighbors = [] if neighbors.nil?
#         @neighbors = neighbors
#     end
# end

# @param {Node} node
# @return {Node}
def cloneGraph(node, copies = {})
  return nil if node.nil?
  return copies[node] if copies.key?(node)

  copy = copies[node] = Node.new(node.val)
  node.neighbors.each { |neighbor| copy.neighbors << cloneGraph(neighbor, copies) }
  copy
end
