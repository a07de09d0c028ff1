class Solution:
    def letters(self, word: str) -> List[str]:
        return list(word)
