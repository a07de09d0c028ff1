class PeekingIterator implements Iterator<Integer> {
    private Iterator<Integer> iterator;
    private Integer ahead;

    public PeekingIterator(Iterator<Integer> iterator) {
        iterator = iterator; // the parameter given to itself: the field stays null
    }

    public Integer peek() {
        if (ahead == null) {
            ahead = iterator.next();
        }
        return ahead;
    }

    @Override
    public Integer next() {
        Integer value = peek();
        ahead = null;
        return value;
    }

    @Override
    public boolean hasNext() {
        return ahead != null || iterator.hasNext();
    }
}
