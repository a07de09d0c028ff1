# Reference solution for LeetCode 23, "Merge k Sorted Lists", in Ruby.
#
# Divide and conquer: the lists are merged in pairs, two sorted lists at a time by relinking
# their nodes (the smaller head first, ties to the first list); each round halves the number of
# lists, so after about log2(k) rounds one list holds every node. Empty lists (nil) merge as
# nothing, and no node is copied.
#
# Cost: O(N log k) for N nodes in k lists; O(k) for each round's array.

# Definition for singly-linked list.
# class ListNode
#     attr_accessor :val, :next
#     def initialize(val = 0, _next = nil)
#         @val = val
#         @next = _next
#     end
# end

def merge_two(a, b)
  dummy = ListNode.new
  tail = dummy
  while a && b
    if b.val < a.val
      tail.next = b
      b = b.next
    else
      tail.next = a
      a = a.next
    end
    tail = tail.next
  end
  tail.next = a || b
  dummy.next
end

# @param {ListNode[]} lists
# @return {ListNode}
def merge_k_lists(lists)
  return nil if lists.empty?

  round = lists
  round = round.each_slice(2).map { |a, b| merge_two(a, b) } while round.size > 1
  round.first
end
