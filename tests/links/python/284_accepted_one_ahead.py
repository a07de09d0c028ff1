# Below is the interface for Iterator, which is already defined for you.
#
# class Iterator:
#     def __init__(self, nums):
#     def hasNext(self):
#     def next(self):


class PeekingIterator:
    def __init__(self, iterator):
        # Always hold the element next() will give, if there is one.
        self.iterator = iterator
        self.ahead = iterator.next() if iterator.hasNext() else None

    def peek(self):
        return self.ahead

    def next(self):
        value = self.ahead
        self.ahead = self.iterator.next() if self.iterator.hasNext() else None
        return value

    def hasNext(self):
        return self.ahead is not None
