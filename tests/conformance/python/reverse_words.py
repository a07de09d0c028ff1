class Solution:
    def reverseWords(self, words: List[str]) -> List[str]:
        return words[::-1]
