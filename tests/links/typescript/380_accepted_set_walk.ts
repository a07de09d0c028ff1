class RandomizedSet {
    // A Set, drawn from by walking it to a random position: O(n) per draw, but every member as likely.
    members: Set<number>;

    constructor() {
        this.members = new Set();
    }

    insert(val: number): boolean {
        if (this.members.has(val)) return false;
        this.members.add(val);
        return true;
    }

    remove(val: number): boolean {
        return this.members.delete(val);
    }

    getRandom(): number {
        let k = Math.floor(Math.random() * this.members.size);
        for (const value of this.members) {
            if (k-- === 0) return value;
        }
        return -1;
    }
}
