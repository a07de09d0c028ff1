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
def cloneGraph(node)
  return nil unless node

  copies = { node => Node.new(node.val) }
  queue = [node]
  until queue.empty?
    current = queue.shift
    current.neighbors.each do |neighbor|
      unless copies.key?(neighbor)
        copies[neighbor] = Node.new(neighbor.val, [])
        queue << neighbor
      end
      copies[current].neighbors << copies[neighbor]
    end
  end
  copies[node]
end
