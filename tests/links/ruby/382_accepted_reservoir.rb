# Definition for singly-linked list.
# class ListNode
#     attr_accessor :val, :next
#     def initialize(val = 0, _next = nil)
#         @val = val
#         @next = _next
#     end
# end
class Solution
    # Reservoir sampling: the k-th node replaces the choice with probability 1/k.

=begin
    :type head: ListNode
=end
    def initialize(head)
        @head = head
    end


=begin
    :rtype: Integer
=end
    def get_random()
        chosen = 0
        seen = 0
        node = @head
        while node
            seen += 1
            chosen = node.val if rand(seen).zero?
            node = node.next
        end
        chosen
    end


end

# Your Solution object will be instantiated and called as such:
# obj = Solution.new(head)
# param_1 = obj.get_random()
