# Other Ruby design templates' names: LeetCode's Ruby template of 284 keeps hasNext, which this
# class does not define.
class PeekingIterator
    def initialize(iter)
        @iter = iter
        @ahead = iter.hasNext ? iter.next : nil
    end

    def has_next
        !@ahead.nil?
    end

    def next
        value = @ahead
        @ahead = @iter.hasNext ? @iter.next : nil
        value
    end

    def peek
        @ahead
    end
end
