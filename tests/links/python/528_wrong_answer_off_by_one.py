class Solution:
    def __init__(self, w: List[int]):
        self.totals = list(accumulate(w))

    def pickIndex(self) -> int:
        return bisect_right(self.totals, random.randint(1, self.totals[-1]))
