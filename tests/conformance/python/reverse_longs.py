class Solution:
    def reverseLongs(self, values: List[int]) -> List[int]:
        return values[::-1]
