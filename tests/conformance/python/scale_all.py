class Solution:
    def scaleAll(self, values: List[float], factor: float) -> List[float]:
        return [value * factor for value in values]
