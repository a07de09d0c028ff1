/**
 Do not return anything, modify board in-place instead.
 */
function fillBlanks(board: string[][]): void {
    for (const row of board) {
        for (let j = 0; j < row.length; j++) {
            if (row[j] === '.') row[j] = '#';
        }
    }
};
