class Solution:
    """Draws below n - len(blacklist) and never maps a blacklisted number away."""

    def __init__(self, n: int, blacklist: List[int]):
        self.size = n - len(blacklist)

    def pick(self) -> int:
        return random.randrange(self.size)
