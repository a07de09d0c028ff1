class PeekingIterator:
    def __init__(self, iterator: "Iterator"):
        self.iterator = iterator
        self.peeked = False
        self.value = 0

    def peek(self) -> int:
        if not self.peeked:
            self.value, self.peeked = self.iterator.next(), True
        return self.value

    def next(self) -> int:
        if self.peeked:
            self.peeked = False
            return self.value
        return self.iterator.next()

    def hasNext(self) -> bool:
        return self.peeked or self.iterator.hasNext()
