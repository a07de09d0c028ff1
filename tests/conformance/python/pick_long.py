class Solution:
    def pickLong(self, i: int, l: int, b: bool) -> int:
        return l if b else i
