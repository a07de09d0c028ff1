// All the integers read up front by a generator (a class, as many published solutions write it).
class NestedIterator {
    constructor(nestedList) {
        this.values = [...this.flatten(nestedList)];
        this.at = 0;
    }

    *flatten(items) {
        const pending = [...items].reverse();
        while (pending.length > 0) {
            const item = pending.pop();
            if (item.isInteger()) yield item.getInteger();
            else pending.push(...[...item.getList()].reverse());
        }
    }

    hasNext() {
        return this.at < this.values.length;
    }

    next() {
        return this.values[this.at++];
    }
}
