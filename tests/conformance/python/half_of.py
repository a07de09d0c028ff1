class Solution:
    def halfOf(self, d: float) -> float:
        return d / 2
