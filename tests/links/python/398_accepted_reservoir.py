class Solution:
    def __init__(self, nums: List[int]):
        self.nums = nums

    def pick(self, target: int) -> int:
        seen, chosen = 0, -1
        for i, value in enumerate(self.nums):
            if value == target:
                seen += 1
                if random.randrange(seen) == 0:
                    chosen = i
        return chosen
