class RandomizedSet:
    """remove forgets to take the value out of the list getRandom draws from."""

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
        return True

    def getRandom(self) -> int:
        return random.choice(self.order)
