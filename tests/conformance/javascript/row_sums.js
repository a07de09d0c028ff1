/**
 * @param {number[][]} grid
 * @return {number[]}
 */
var rowSums = function(grid) {
    return grid.map((row) => row.reduce((sum, value) => sum + value, 0));
};
