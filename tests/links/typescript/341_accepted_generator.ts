// A generator read one integer ahead: hasNext looks at what it gave last.
class NestedIterator {
    private readonly values: Generator<number>;
    private ahead: IteratorResult<number>;

    constructor(nestedList: NestedInteger[]) {
        this.values = NestedIterator.flatten(nestedList);
        this.ahead = this.values.next();
    }

    private static *flatten(items: NestedInteger[]): Generator<number> {
        for (const item of items) {
            if (item.isInteger()) yield item.getInteger();
            else yield* NestedIterator.flatten(item.getList());
        }
    }

    hasNext(): boolean {
        return !this.ahead.done;
    }

    next(): number {
        const value = this.ahead.value as number;
        this.ahead = this.values.next();
        return value;
    }
}
