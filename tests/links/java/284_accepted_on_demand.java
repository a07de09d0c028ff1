class PeekingIterator implements Iterator<Integer> {
    private final Iterator<Integer> iterator;
    private boolean peeked;
    private int value;

    public PeekingIterator(Iterator<Integer> iterator) {
        this.iterator = iterator;
    }

    public Integer peek() {
        if (!peeked) {
            value = iterator.next();
            peeked = true;
        }
        return value;
    }

    @Override
    public Integer next() {
        if (peeked) {
            peeked = false;
            return value;
        }
        return iterator.next();
    }

    @Override
    public boolean hasNext() {
        return peeked || iterator.hasNext();
    }
}
