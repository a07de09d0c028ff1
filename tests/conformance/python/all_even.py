class Solution:
    def allEven(self, nums: List[int]) -> bool:
        return all(num % 2 == 0 for num in nums)
