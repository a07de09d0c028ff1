class Solution:
    """Every index as likely, whatever its weight."""

    def __init__(self, w: List[int]):
        self.n = len(w)

    def pickIndex(self) -> int:
        return random.randrange(self.n)
