// Every integer collected up front, with a stack of lists.
class NestedIterator {
    private values: number[] = [];
    private at = 0;

    constructor(nestedList: NestedInteger[]) {
        const pending: NestedInteger[] = [...nestedList].reverse();
        while (pending.length > 0) {
            const item = pending.pop();
            if (item.isInteger()) this.values.push(item.getInteger());
            else pending.push(...[...item.getList()].reverse());
        }
    }

    hasNext(): boolean {
        return this.at < this.values.length;
    }

    next(): number {
        return this.values[this.at++];
    }
}
