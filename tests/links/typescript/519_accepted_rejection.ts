class Solution {
    // Draw any cell, again until it is one not flipped yet: the cases flip few of the cells.
    private flipped = new Set<number>();

    constructor(private m: number, private n: number) {}

    flip(): number[] {
        let cell: number;
        do {
            cell = Math.floor(Math.random() * this.m * this.n);
        } while (this.flipped.has(cell));
        this.flipped.add(cell);
        return [Math.floor(cell / this.n), cell % this.n];
    }

    reset(): void {
        this.flipped.clear();
    }
}
