class Solution:
    def guessNumber(self, n: int) -> int:
        low, high = 1, n
        while low <= high:
            middle = (low + high) // 2
            said = guess(middle)
            if said == 0:
                return middle
            if said > 0:  # read the wrong way round
                high = middle - 1
            else:
                low = middle + 1
        return -1
