class Tally {
    private int sum;
    private final List<Integer> added = new ArrayList<>();

    public Tally(int start) {
        sum = start;
    }

    public void add(int x) {
        sum += x;
        added.add(x);
    }

    public int total() {
        return sum;
    }

    public boolean has(int x) {
        return added.contains(x);
    }

    public String label(String s) {
        return s + ":" + sum;
    }

    public List<Integer> recent(int k) {
        List<Integer> latest = new ArrayList<>();
        for (int i = added.size() - 1; i >= 0 && latest.size() < k; i--) {
            latest.add(added.get(i));
        }
        return latest;
    }

    public int take(int x) {
        if (x > sum) {
            throw new IllegalArgumentException("not enough");
        }
        sum -= x;
        return sum;
    }
}

/**
 * Your Tally object will be instantiated and called as such:
 * Tally obj = new Tally(start);
 * obj.add(x);
 * int param_2 = obj.total();
 * boolean param_3 = obj.has(x);
 * String param_4 = obj.label(s);
 * List<Integer> param_5 = obj.recent(k);
 * int param_6 = obj.take(x);
 */
