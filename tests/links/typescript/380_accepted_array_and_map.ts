class RandomizedSet {
    // The members in an array, each one's index in a map: remove moves the last member into the gap.
    private values: number[] = [];
    private where = new Map<number, number>();

    constructor() {}

    insert(val: number): boolean {
        if (this.where.has(val)) return false;
        this.where.set(val, this.values.length);
        this.values.push(val);
        return true;
    }

    remove(val: number): boolean {
        const at = this.where.get(val);
        if (at === undefined) return false;
        const last = this.values.pop()!;
        this.where.delete(val);
        if (at < this.values.length) {
            this.values[at] = last;
            this.where.set(last, at);
        }
        return true;
    }

    getRandom(): number {
        return this.values[Math.floor(Math.random() * this.values.length)];
    }
}

/**
 * Your RandomizedSet object will be instantiated and called as such:
 * var obj = new RandomizedSet()
 * var param_1 = obj.insert(val)
 * var param_2 = obj.remove(val)
 * var param_3 = obj.getRandom()
 */
