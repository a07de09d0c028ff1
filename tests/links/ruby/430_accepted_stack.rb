# Definition for a Node.
# class Node
#     attr_accessor :val, :prev, :next, :child
#     def initialize(val=nil, prev=nil, next_=nil, child=nil)
#         @val = val
#         @prev = prev
#         @next = next_
#         @child = child
#     end
# end

# @param {Node} root
# @return {Node}
def flatten(root)
  # Splice each child list in at its parent; what followed the parent waits on a stack.
  waiting = []
  node = root
  while node
    if node.child
      waiting.push(node.next) if node.next
      node.next = node.child
      node.child.prev = node
      node.child = nil
    elsif node.next.nil? && !waiting.empty?
      rest = waiting.pop
      node.next = rest
      rest.prev = node
    end
    node = node.next
  end
  root
end
