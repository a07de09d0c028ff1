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
        @iter.peek # LeetCode's Iterator has hasNext and next only
    end
end
