// Mistake: fills in a copy and returns it (the return type changed from void to make it compile); the judge reads the board it passed in, which stays unsolved.

function solveSudoku(board: string[][]): string[][] {
    const grid = board.map((row) => row.slice());
    const used = (r: number, c: number): number => {
        let mask = 0;
        for (let k = 0; k < 9; k++) {
            const br = 3 * Math.floor(r / 3) + Math.floor(k / 3), bc = 3 * Math.floor(c / 3) + (k % 3);
            for (const d of [grid[r][k], grid[k][c], grid[br][bc]]) {
                if (d !== '.') mask |= 1 << Number(d);
            }
        }
        return mask;
    };
    const solve = (): boolean => {
        // The empty cell with the fewest digits left.
        let best: number[] | null = null, bestMask = 0, fewest = 10;
        for (let r = 0; r < 9; r++) {
            for (let c = 0; c < 9; c++) {
                if (grid[r][c] !== '.') continue;
                const mask = used(r, c);
                let free = 0;
                for (let d = 1; d <= 9; d++) if (!(mask & (1 << d))) free++;
                if (free < fewest) {
                    fewest = free;
                    best = [r, c];
                    bestMask = mask;
                }
            }
        }
        if (best === null) return true;
        const [r, c] = best;
        for (let d = 1; d <= 9; d++) {
            if (bestMask & (1 << d)) continue;
            grid[r][c] = String(d);
            if (solve()) return true;
        }
        grid[r][c] = '.';
        return false;
    };
    solve();
    return grid;
}
