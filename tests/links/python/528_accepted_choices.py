class Solution:
    def __init__(self, w: List[int]):
        self.indices = range(len(w))
        self.totals = list(accumulate(w))

    def pickIndex(self) -> int:
        return random.choices(self.indices, cum_weights=self.totals)[0]
