class Solution {
    // A random point of the total weight, then walk the weights until it is used up.
    private total: number;

    constructor(private w: number[]) {
        this.total = w.reduce((a, b) => a + b, 0);
    }

    pickIndex(): number {
        let left = Math.random() * this.total;
        for (let i = 0; i < this.w.length; i++) {
            left -= this.w[i];
            if (left < 0) return i;
        }
        return this.w.length - 1;
    }
}
