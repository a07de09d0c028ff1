class Solution:
    def nextChar(self, c: str, up: bool) -> str:
        return chr(ord(c) + (1 if up else -1))
