/**
 * // The interface of the Iterator the judge gives your class: do not implement it.
 * class Iterator {
 *      hasNext(): boolean {}
 *      next(): number {}
 * }
 */

class PeekingIterator {
    // Always hold the element next() will give, if there is one.
    private iterator: Iterator;
    private ahead: number | null;

    constructor(iterator: Iterator) {
        this.iterator = iterator;
        this.ahead = iterator.hasNext() ? iterator.next() : null;
    }

    peek(): number {
        return this.ahead;
    }

    next(): number {
        const value = this.ahead;
        this.ahead = this.iterator.hasNext() ? this.iterator.next() : null;
        return value;
    }

    hasNext(): boolean {
        return this.ahead !== null;
    }
}
