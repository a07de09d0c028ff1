# @param {Node} root
# @return {Node}
def flatten(root)
  # Reads the child's val without asking whether there is a child: a NoMethodError on nil.
  sum = 0
  node = root
  while node
    sum += node.child.val
    node = node.next
  end
  sum.positive? ? root : nil
end
