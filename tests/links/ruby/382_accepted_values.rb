class Solution
    # The list's values copied into an array once; each draw is a sample of it.
    def initialize(head)
        @values = []
        while head
            @values << head.val
            head = head.next
        end
    end

    def get_random
        @values.sample
    end
end
