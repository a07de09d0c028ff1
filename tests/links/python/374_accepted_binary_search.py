# The guess API is already defined for you.
# @return -1 if num is higher than the picked number, 1 if lower, otherwise 0
# def guess(num: int) -> int:

class Solution:
    def guessNumber(self, n: int) -> int:
        low, high = 1, n
        while True:
            middle = (low + high) // 2
            said = guess(middle)
            if said == 0:
                return middle
            if said < 0:
                high = middle - 1
            else:
                low = middle + 1
