class Solution {
    // Prefix sums of the weights, and a binary search for the first one at least the drawn target.
    private totals: number[] = [];

    constructor(w: number[]) {
        let sum = 0;
        for (const weight of w) this.totals.push((sum += weight));
    }

    pickIndex(): number {
        const target = Math.floor(Math.random() * this.totals[this.totals.length - 1]) + 1;
        let lo = 0;
        let hi = this.totals.length - 1;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (this.totals[mid] < target) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }
}

/**
 * Your Solution object will be instantiated and called as such:
 * var obj = new Solution(w)
 * var param_1 = obj.pickIndex()
 */
