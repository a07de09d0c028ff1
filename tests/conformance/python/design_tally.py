class Tally:
    def __init__(self, start: int):
        self.sum = start
        self.added = []

    def add(self, x: int) -> None:
        self.sum += x
        self.added.append(x)

    def total(self) -> int:
        return self.sum

    def has(self, x: int) -> bool:
        return x in self.added

    def label(self, s: str) -> str:
        return f"{s}:{self.sum}"

    def recent(self, k: int) -> List[int]:
        return self.added[::-1][:k]

    def take(self, x: int) -> int:
        if x > self.sum:
            raise ValueError("not enough")
        self.sum -= x
        return self.sum
