class RandomizedSet:
    """Every result right but getRandom's: always the newest member, which is a member, but not random."""

    def __init__(self):
        self.values = set()
        self.order = []

    def insert(self, val: int) -> bool:
        if val in self.values:
            return False
        self.values.add(val)
        self.order.append(val)
        return True

    def remove(self, val: int) -> bool:
        if val not in self.values:
            return False
        self.values.remove(val)
        self.order.remove(val)
        return True

    def getRandom(self) -> int:
        return self.order[-1]
