// next reads the flattened values past their end: hasNext is true one time too many.
class NestedIterator {
    private values: NestedInteger[] = [];
    private at = 0;

    constructor(nestedList: NestedInteger[]) {
        const walk = (items: NestedInteger[]): void => {
            for (const item of items) {
                if (item.isInteger()) this.values.push(item);
                else walk(item.getList());
            }
        };
        walk(nestedList);
    }

    hasNext(): boolean {
        return this.at <= this.values.length;
    }

    next(): number {
        return this.values[this.at++].getInteger();
    }
}
