class RandomizedCollection:
    def __init__(self):
        self.values = []
        self.where = defaultdict(set)

    def insert(self, val: int) -> bool:
        self.where[val].add(len(self.values))
        self.values.append(val)
        return len(self.where[val]) == 1

    def remove(self, val: int) -> bool:
        if not self.where[val]:
            return False
        at = self.where[val].pop()
        last = self.values[-1]
        self.values[at] = last
        self.where[last].add(at)
        self.where[last].discard(len(self.values) - 1)
        self.values.pop()
        return True

    def getRandom(self) -> int:
        return random.choice(self.values)
