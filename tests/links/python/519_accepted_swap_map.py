class Solution:
    def __init__(self, m: int, n: int):
        self.m, self.n = m, n
        self.total = m * n
        self.moved = {}

    def flip(self) -> List[int]:
        self.total -= 1
        k = random.randint(0, self.total)
        cell = self.moved.get(k, k)
        self.moved[k] = self.moved.get(self.total, self.total)
        return [cell // self.n, cell % self.n]

    def reset(self) -> None:
        self.total = self.m * self.n
        self.moved.clear()
