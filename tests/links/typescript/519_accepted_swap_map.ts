class Solution {
    // Draw among the cells not yet flipped, numbered 0..total-1; the drawn number is then given
    // the cell of the last number, which leaves the range.
    private total: number;
    private moved = new Map<number, number>();

    constructor(private m: number, private n: number) {
        this.total = m * n;
    }

    flip(): number[] {
        this.total--;
        const k = Math.floor(Math.random() * (this.total + 1));
        const cell = this.moved.get(k) ?? k;
        this.moved.set(k, this.moved.get(this.total) ?? this.total);
        return [Math.floor(cell / this.n), cell % this.n];
    }

    reset(): void {
        this.total = this.m * this.n;
        this.moved.clear();
    }
}

/**
 * Your Solution object will be instantiated and called as such:
 * var obj = new Solution(m, n)
 * var param_1 = obj.flip()
 * obj.reset()
 */
