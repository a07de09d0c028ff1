class RandomizedSet:
    def __init__(self):
        self.values = []
        self.where = {}

    def insert(self, val: int) -> bool:
        if val in self.where:
            return False
        self.where[val] = len(self.values)
        self.values.append(val)
        return True

    def remove(self, val: int) -> bool:
        if val not in self.where:
            return False
        at, last = self.where.pop(val), self.values.pop()
        if at < len(self.values):
            self.values[at] = last
            self.where[last] = at
        return True

    def getRandom(self) -> int:
        return random.choice(self.values)
