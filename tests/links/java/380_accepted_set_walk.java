class RandomizedSet {
    // Not O(1): getRandom walks the set to a random position. Every member is as likely.
    private final Set<Integer> values = new HashSet<>();
    private final Random random = new Random();

    public RandomizedSet() {
    }

    public boolean insert(int val) {
        return values.add(val);
    }

    public boolean remove(int val) {
        return values.remove(val);
    }

    public int getRandom() {
        Iterator<Integer> walk = values.iterator();
        for (int steps = random.nextInt(values.size()); steps > 0; steps--) {
            walk.next();
        }
        return walk.next();
    }
}
