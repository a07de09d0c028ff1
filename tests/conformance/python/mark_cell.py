class Solution:
    def markCell(self, board: List[List[str]], click: List[int]) -> List[List[str]]:
        board[click[0]][click[1]] = "X"
        return board
