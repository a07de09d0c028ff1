class RandomizedSet {
    // Every result right but getRandom's: always the newest member, which is a member, but not random.
    members: number[] = [];

    insert(val: number): boolean {
        if (this.members.includes(val)) return false;
        this.members.push(val);
        return true;
    }

    remove(val: number): boolean {
        const at = this.members.indexOf(val);
        if (at < 0) return false;
        this.members.splice(at, 1);
        return true;
    }

    getRandom(): number {
        return this.members[this.members.length - 1];
    }
}
