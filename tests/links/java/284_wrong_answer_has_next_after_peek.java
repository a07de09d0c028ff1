class PeekingIterator implements Iterator<Integer> {
    private final Iterator<Integer> iterator;
    private Integer peeked;

    public PeekingIterator(Iterator<Integer> iterator) {
        this.iterator = iterator;
    }

    public Integer peek() {
        if (peeked == null) {
            peeked = iterator.next();
        }
        return peeked;
    }

    @Override
    public Integer next() {
        if (peeked != null) {
            Integer value = peeked;
            peeked = null;
            return value;
        }
        return iterator.next();
    }

    @Override
    public boolean hasNext() {
        // Forgets the element it holds once peek() took it from the iterator.
        return iterator.hasNext();
    }
}
