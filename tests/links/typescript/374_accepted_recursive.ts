function guessNumber(n: number): number {
    const search = (low: number, high: number): number => {
        const mid = Math.floor((low + high) / 2);
        const said = guess(mid);
        return said === 0 ? mid : said < 0 ? search(low, mid - 1) : search(mid + 1, high);
    };
    return search(1, n);
}
