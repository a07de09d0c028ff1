class Solution:
    def transpose(self, grid: List[List[int]]) -> List[List[int]]:
        return [list(column) for column in zip(*grid)]
