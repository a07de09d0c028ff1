// Peeks only when asked, as a class (many published solutions write it so).
class PeekingIterator {
    constructor(iterator) {
        this.iterator = iterator;
        this.peeked = false;
        this.value = undefined;
    }

    peek() {
        if (!this.peeked) {
            this.value = this.iterator.next();
            this.peeked = true;
        }
        return this.value;
    }

    next() {
        if (this.peeked) {
            this.peeked = false;
            return this.value;
        }
        return this.iterator.next();
    }

    hasNext() {
        return this.peeked || this.iterator.hasNext();
    }
}
