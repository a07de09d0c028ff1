# Merge k Sorted Lists (LeetCode 23), WRONG ANSWER: the values are gathered into a set.
#
# Collect every value into a Set, sort it, and build a new list. Bug: a set keeps each value
# once, but a value repeated within a list or across lists must appear as many times as it
# occurs: example 1 answers [1,2,3,4,5,6] instead of [1,1,2,3,4,4,5,6]. An Array (then sort)
# keeps the repeats.
require 'set'

# @param {ListNode[]} lists
# @return {ListNode}
def merge_k_lists(lists)
  values = Set.new
  lists.each do |node|
    while node
      values << node.val
      node = node.next
    end
  end
  dummy = ListNode.new
  tail = dummy
  values.sort.each do |value|
    tail.next = ListNode.new(value)
    tail = tail.next
  end
  dummy.next
end
