class PeekingIterator
    def initialize(iter)
        @iter = iter
        @peeked = false
    end

    def hasNext
        @peeked || @iter.hasNext
    end

    def next
        return @iter.next unless @peeked

        @peeked = false
        @value
    end

    def peek
        unless @peeked
            @value = @iter.next
            @peeked = true
        end
        @value
    end
end
