class Solution:
    def joinStrings(self, board: str, hand: str) -> str:
        return board + hand
