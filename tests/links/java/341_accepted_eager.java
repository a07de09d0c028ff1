import java.util.*;

public class NestedIterator implements Iterator<Integer> {
    private final List<Integer> values = new ArrayList<>();
    private int at;

    public NestedIterator(List<NestedInteger> nestedList) {
        // Flattened up front, with a stack of its own (the lists nest hundreds deep).
        Deque<NestedInteger> pending = new ArrayDeque<>();
        for (int i = nestedList.size() - 1; i >= 0; i--) {
            pending.push(nestedList.get(i));
        }
        while (!pending.isEmpty()) {
            NestedInteger item = pending.pop();
            if (item.isInteger()) {
                values.add(item.getInteger());
            } else {
                List<NestedInteger> inner = item.getList();
                for (int i = inner.size() - 1; i >= 0; i--) {
                    pending.push(inner.get(i));
                }
            }
        }
    }

    @Override
    public Integer next() {
        return values.get(at++);
    }

    @Override
    public boolean hasNext() {
        return at < values.size();
    }
}
