class Solution:
    """A rectangle drawn first, each as likely, whatever its size."""

    def __init__(self, rects: List[List[int]]):
        self.rects = rects

    def pick(self) -> List[int]:
        a, b, x, y = random.choice(self.rects)
        return [random.randint(a, x), random.randint(b, y)]
