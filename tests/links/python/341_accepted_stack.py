class NestedIterator:
    def __init__(self, nestedList: [NestedInteger]):
        self.stack = [[nestedList, 0]]

    def next(self) -> int:
        self.hasNext()
        items, index = self.stack[-1]
        self.stack[-1][1] += 1
        return items[index].getInteger()

    def hasNext(self) -> bool:
        while self.stack:
            items, index = self.stack[-1]
            if index == len(items):
                self.stack.pop()
            elif items[index].isInteger():
                return True
            else:
                self.stack[-1][1] += 1
                self.stack.append([items[index].getList(), 0])
        return False
