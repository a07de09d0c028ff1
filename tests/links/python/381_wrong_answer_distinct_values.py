class RandomizedCollection:
    """getRandom draws among the distinct values, each as likely, whatever their counts."""

    def __init__(self):
        self.counts = Counter()

    def insert(self, val: int) -> bool:
        self.counts[val] += 1
        return self.counts[val] == 1

    def remove(self, val: int) -> bool:
        if not self.counts[val]:
            return False
        self.counts[val] -= 1
        if not self.counts[val]:
            del self.counts[val]
        return True

    def getRandom(self) -> int:
        return random.choice(list(self.counts))
