class Solution {
    // Fisher-Yates on a copy: the array given is kept for reset.
    private readonly original: number[];

    constructor(nums: number[]) {
        this.original = [...nums];
    }

    reset(): number[] {
        return [...this.original];
    }

    shuffle(): number[] {
        const a = [...this.original];
        for (let i = a.length - 1; i > 0; i--) {
            const j = Math.floor(Math.random() * (i + 1));
            [a[i], a[j]] = [a[j], a[i]];
        }
        return a;
    }
}

/**
 * Your Solution object will be instantiated and called as such:
 * var obj = new Solution(nums)
 * var param_1 = obj.reset()
 * var param_2 = obj.shuffle()
 */
