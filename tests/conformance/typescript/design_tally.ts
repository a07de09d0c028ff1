class Tally {
    private sum: number;
    private added: number[] = [];

    constructor(start: number) {
        this.sum = start;
    }

    add(x: number): void {
        this.sum += x;
        this.added.push(x);
    }

    total(): number {
        return this.sum;
    }

    has(x: number): boolean {
        return this.added.includes(x);
    }

    label(s: string): string {
        return `${s}:${this.sum}`;
    }

    recent(k: number): number[] {
        return [...this.added].reverse().slice(0, k);
    }

    take(x: number): number {
        if (x > this.sum) {
            throw new Error("not enough");
        }
        this.sum -= x;
        return this.sum;
    }
}

/**
 * Your Tally object will be instantiated and called as such:
 * var obj = new Tally(start)
 * obj.add(x)
 * var param_2 = obj.total()
 */
