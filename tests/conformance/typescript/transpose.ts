function transpose(grid: number[][]): number[][] {
    const rows = grid.length, cols = grid[0].length;
    const result: number[][] = Array.from({ length: cols }, () => new Array<number>(rows));
    for (let i = 0; i < rows; i++) {
        for (let j = 0; j < cols; j++) {
            result[j][i] = grid[i][j];
        }
    }
    return result;
};
