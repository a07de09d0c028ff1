/**
 * @param {character[][]} board
 * @param {number[]} click
 * @return {character[][]}
 */
var markCell = function(board, click) {
    board[click[0]][click[1]] = 'X';
    return board;
};
