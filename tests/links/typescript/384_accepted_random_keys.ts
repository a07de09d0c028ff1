class Solution {
    // Each element gets a random key, and the array is sorted by the keys.
    constructor(private nums: number[]) {}

    reset(): number[] {
        return this.nums;
    }

    shuffle(): number[] {
        return this.nums
            .map((value): [number, number] => [Math.random(), value])
            .sort((a, b) => a[0] - b[0])
            .map(([, value]) => value);
    }
}
