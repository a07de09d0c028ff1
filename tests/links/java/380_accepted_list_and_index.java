class RandomizedSet {
    // The members in a list, and where each stands in it: remove moves the last one into the hole.
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
        Integer at = where.remove(val);
        if (at == null) {
            return false;
        }
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

/**
 * Your RandomizedSet object will be instantiated and called as such:
 * RandomizedSet obj = new RandomizedSet();
 * boolean param_1 = obj.insert(val);
 * boolean param_2 = obj.remove(val);
 * int param_3 = obj.getRandom();
 */
