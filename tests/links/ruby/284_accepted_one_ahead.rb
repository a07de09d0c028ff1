# The interface of the Iterator the judge gives your class: do not implement it.
#
# class Iterator
#    def initialize(v)
#    def hasNext()
#    def next()
# end

class PeekingIterator
    # Always hold the element next() will give, if there is one.
    # @param {Iterator} iter
    def initialize(iter)
        @iter = iter
        @more = iter.hasNext
        @ahead = @more ? iter.next : nil
    end

    # @return {boolean}
    def hasNext()
        @more
    end

    # @return {integer}
    def next()
        value = @ahead
        @more = @iter.hasNext
        @ahead = @more ? @iter.next : nil
        value
    end

    # @return {integer}
    def peek()
        @ahead
    end
end
