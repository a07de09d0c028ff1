class Solution:
    def fillBlanks(self, board: List[List[str]]) -> None:
        """
        Do not return anything, modify board in-place instead.
        """
        for row in board:
            for index, cell in enumerate(row):
                if cell == ".":
                    row[index] = "#"
