class Solution {
    private static final double TARGET = 24;
    private static final double EPSILON = 1e-6;

    public boolean judgePoint24(int[] cards) {
        List<Double> values = new ArrayList<>();
        for (int card : cards) {
            values.add((double) card);
        }
        return solve(values);
    }

    // Pick any two values, replace them by one result of + - * /, and recurse until one value is left.
    private boolean solve(List<Double> values) {
        if (values.size() == 1) {
            return Math.abs(values.get(0) - TARGET) < EPSILON;
        }
        for (int i = 0; i < values.size(); i++) {
            for (int j = i + 1; j < values.size(); j++) {
                List<Double> rest = new ArrayList<>();
                for (int k = 0; k < values.size(); k++) {
                    if (k != i && k != j) {
                        rest.add(values.get(k));
                    }
                }
                for (double result : combine(values.get(i), values.get(j))) {
                    rest.add(result);
                    if (solve(rest)) {
                        return true;
                    }
                    rest.remove(rest.size() - 1);
                }
            }
        }
        return false;
    }

    private List<Double> combine(double a, double b) {
        List<Double> results = new ArrayList<>(List.of(a + b, a - b, b - a, a * b));
        if (Math.abs(b) > EPSILON) {
            results.add(a / b);
        }
        if (Math.abs(a) > EPSILON) {
            results.add(b / a);
        }
        return results;
    }
}
