/**
 * @param {character[][]} board
 * @return {void} Do not return anything, modify board in-place instead.
 */
var fillBlanks = function(board) {
    for (const row of board) {
        for (let j = 0; j < row.length; j++) {
            if (row[j] === '.') row[j] = '#';
        }
    }
};
