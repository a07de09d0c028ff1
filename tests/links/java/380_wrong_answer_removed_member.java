class RandomizedSet {
    // remove forgets to take the value out of the list getRandom draws from.
    private final Set<Integer> values = new HashSet<>();
    private final List<Integer> order = new ArrayList<>();
    private final Random random = new Random();

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
        return values.remove(val);
    }

    public int getRandom() {
        return order.get(random.nextInt(order.size()));
    }
}
