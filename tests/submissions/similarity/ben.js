// n queens
var solveNQueens = function (size) {
    var answer = [];
    var pos = new Array(size).fill(0);
    var taken = new Array(size).fill(false),
        a = new Array(2 * size - 1).fill(false),
        b = new Array(2 * size - 1).fill(false);

    var go = function (row) {
        if (row === size) { answer.push(build()); return; }
        for (let col = 0; col < size; col++) {
            if (taken[col] || a[row + col] || b[row - col + size - 1]) continue;
            taken[col] = a[row + col] = b[row - col + size - 1] = true;
            pos[row] = col;
            go(row + 1);
            taken[col] = a[row + col] = b[row - col + size - 1] = false;
        }
    };
    // turn positions into strings
    var build = function () {
        const grid = [];
        for (let row = 0; row < size; row++) {
            let line = "";
            for (let col = 0; col < size; col++) line += pos[row] === col ? "Q" : ".";
            grid.push(line);
        }
        return grid;
    };
    go(0);
    return answer;
};
