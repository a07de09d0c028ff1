class NestedIterator {
    // The lists being read, innermost last, each with the index of its next item.
    private lists: NestedInteger[][];
    private indexes: number[];

    constructor(nestedList: NestedInteger[]) {
        this.lists = [nestedList];
        this.indexes = [0];
    }

    hasNext(): boolean {
        while (this.lists.length > 0) {
            const top = this.lists.length - 1;
            const items = this.lists[top];
            const index = this.indexes[top];
            if (index === items.length) {
                this.lists.pop();
                this.indexes.pop();
            } else if (items[index].isInteger()) {
                return true;
            } else {
                this.indexes[top] = index + 1;
                this.lists.push(items[index].getList());
                this.indexes.push(0);
            }
        }
        return false;
    }

    next(): number {
        this.hasNext();
        const top = this.lists.length - 1;
        return this.lists[top][this.indexes[top]++].getInteger();
    }
}
