// Peeks only when asked; the Iterator kept by a parameter property.
class PeekingIterator {
    private peeked = false;
    private value = 0;

    constructor(private readonly source: Iterator) {}

    peek(): number {
        if (!this.peeked) {
            this.value = this.source.next();
            this.peeked = true;
        }
        return this.value;
    }

    next(): number {
        if (this.peeked) {
            this.peeked = false;
            return this.value;
        }
        return this.source.next();
    }

    hasNext(): boolean {
        return this.peeked || this.source.hasNext();
    }
}
