function rowSums(grid: number[][]): number[] {
    return grid.map((row) => row.reduce((sum, value) => sum + value, 0));
};
