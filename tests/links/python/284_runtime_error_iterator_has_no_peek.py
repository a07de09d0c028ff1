class PeekingIterator:
    def __init__(self, iterator):
        self.iterator = iterator

    def peek(self):
        return self.iterator.peek()  # LeetCode's Iterator has hasNext and next only

    def next(self):
        return self.iterator.next()

    def hasNext(self):
        return self.iterator.hasNext()
