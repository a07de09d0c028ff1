// Java Iterator interface reference:
// https://docs.oracle.com/javase/8/docs/api/java/util/Iterator.html

class PeekingIterator implements Iterator<Integer> {
    private final Iterator<Integer> iterator;
    private Integer ahead; // what next() gives, null once the iterator is used up

    public PeekingIterator(Iterator<Integer> iterator) {
        this.iterator = iterator;
        ahead = iterator.hasNext() ? iterator.next() : null;
    }

    public Integer peek() {
        return ahead;
    }

    @Override
    public Integer next() {
        Integer value = ahead;
        ahead = iterator.hasNext() ? iterator.next() : null;
        return value;
    }

    @Override
    public boolean hasNext() {
        return ahead != null;
    }
}
