class Solution:
    def shiftAll(self, nums: List[int], by: int) -> List[int]:
        return [num + by for num in nums]
