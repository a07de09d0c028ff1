class Solution:
    def countWords(self, groups: List[List[str]]) -> int:
        return sum(len(group) for group in groups)
