class NestedIterator:
    def __init__(self, nestedList: [NestedInteger]):
        self.items = nestedList
        self.at = 0

    def next(self) -> int:
        self.at += 1
        return self.items[self.at - 1].getInteger() + 0  # None + 0 on a nested list

    def hasNext(self) -> bool:
        return self.at < len(self.items)
