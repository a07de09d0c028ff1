class Solution:
    def negateAll(self, flags: List[bool]) -> List[bool]:
        return [not flag for flag in flags]
