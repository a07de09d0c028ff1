public class NestedIterator implements Iterator<Integer> {
    // The lists being walked, innermost on top: hasNext goes down to the next integer, lazily.
    private final Deque<Iterator<NestedInteger>> walks = new ArrayDeque<>();
    private NestedInteger ahead;

    public NestedIterator(List<NestedInteger> nestedList) {
        walks.push(nestedList.iterator());
    }

    @Override
    public Integer next() {
        hasNext();
        NestedInteger found = ahead;
        ahead = null;
        return found.getInteger();
    }

    @Override
    public boolean hasNext() {
        while (ahead == null && !walks.isEmpty()) {
            Iterator<NestedInteger> top = walks.peek();
            if (!top.hasNext()) {
                walks.pop();
                continue;
            }
            NestedInteger item = top.next();
            if (item.isInteger()) {
                ahead = item;
            } else {
                walks.push(item.getList().iterator());
            }
        }
        return ahead != null;
    }
}
