class NestedIterator:
    def __init__(self, nestedList):
        self.values = []
        pending = list(reversed(nestedList))
        while pending:
            item = pending.pop()
            if item.isInteger():
                self.values.append(item.getInteger())
            else:
                pending.extend(reversed(item.getList()))
        self.at = 0

    def next(self):
        self.at += 1
        return self.values[self.at - 1]

    def hasNext(self):
        return self.at < len(self.values)
