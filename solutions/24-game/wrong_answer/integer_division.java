// Mistake: the cards stay ints, so 8 / 3 is 2 and real fractions are lost ([3, 3, 8, 8] is 8 / (3 - 8 / 3) = 24).
class Solution {
    public boolean judgePoint24(int[] cards) {
        List<Integer> values = new ArrayList<>();
        for (int card : cards) {
            values.add(card);
        }
        return solve(values);
    }

    private boolean solve(List<Integer> values) {
        if (values.size() == 1) {
            return values.get(0) == 24;
        }
        for (int i = 0; i < values.size(); i++) {
            for (int j = 0; j < values.size(); j++) {
                if (i == j) {
                    continue;
                }
                int a = values.get(i);
                int b = values.get(j);
                List<Integer> results = new ArrayList<>(List.of(a + b, a - b, a * b));
                if (b != 0) {
                    results.add(a / b);
                }
                for (int result : results) {
                    List<Integer> next = new ArrayList<>();
                    for (int k = 0; k < values.size(); k++) {
                        if (k != i && k != j) {
                            next.add(values.get(k));
                        }
                    }
                    next.add(result);
                    if (solve(next)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}
