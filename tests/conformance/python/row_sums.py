class Solution:
    def rowSums(self, grid: List[List[int]]) -> List[int]:
        return [sum(row) for row in grid]
