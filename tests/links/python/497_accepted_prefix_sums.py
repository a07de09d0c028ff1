class Solution:
    def __init__(self, rects: List[List[int]]):
        self.rects = rects
        self.totals = list(accumulate((x - a + 1) * (y - b + 1) for a, b, x, y in rects))

    def pick(self) -> List[int]:
        k = random.randrange(self.totals[-1])
        i = bisect_right(self.totals, k)
        a, b, x, y = self.rects[i]
        return [random.randint(a, x), random.randint(b, y)]
