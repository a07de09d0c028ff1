# LeetCode's definition uncommented: the file reopens the harness's ListNode with its one-value initialize.
class ListNode
  attr_accessor :val, :next

  def initialize(val)
    @val = val
    @next = nil
  end
end

def delete_node(node)
  following = node.next
  node.val, node.next = following.val, following.next
  nil
end
