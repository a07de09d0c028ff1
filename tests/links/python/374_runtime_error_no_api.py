class Solution:
    def guessNumber(self, n: int) -> int:
        return pick(n)
