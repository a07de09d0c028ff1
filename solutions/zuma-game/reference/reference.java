class Solution {
    public int findMinStep(String board, String hand) {
        char[] sorted = hand.toCharArray();
        Arrays.sort(sorted);
        String balls = new String(sorted);
        // Breadth first over (board, hand left): the first empty board is reached with the fewest balls.
        Deque<String[]> queue = new ArrayDeque<>();
        Set<String> seen = new HashSet<>();
        queue.add(new String[] {board, balls});
        seen.add(board + " " + balls);
        for (int step = 1; !queue.isEmpty(); step++) {
            for (int size = queue.size(); size > 0; size--) {
                String[] state = queue.poll();
                String row = state[0];
                String left = state[1];
                for (int j = 0; j < left.length(); j++) {
                    char ball = left.charAt(j);
                    if (j > 0 && left.charAt(j - 1) == ball) {
                        continue; // the same colour as the ball just tried
                    }
                    String rest = left.substring(0, j) + left.substring(j + 1);
                    for (int i = 0; i < row.length(); i++) {
                        if (i > 0 && row.charAt(i - 1) == ball) {
                            continue; // before a run of its colour, not inside it: the same board
                        }
                        // Only two insertions can help: next to its own colour, or between two balls
                        // of another colour that it splits (they may close up later).
                        boolean beside = row.charAt(i) == ball;
                        boolean splits = i > 0 && row.charAt(i - 1) == row.charAt(i) && row.charAt(i) != ball;
                        if (!beside && !splits) {
                            continue;
                        }
                        String next = collapse(row.substring(0, i) + ball + row.substring(i));
                        if (next.isEmpty()) {
                            return step;
                        }
                        if (seen.add(next + " " + rest)) {
                            queue.add(new String[] {next, rest});
                        }
                    }
                }
            }
        }
        return -1;
    }

    // Removes runs of three or more, again and again as the balls around a removed run meet.
    private String collapse(String row) {
        StringBuilder out = new StringBuilder();
        int[] counts = new int[row.length() + 1];
        for (int i = 0; i <= row.length(); i++) {
            char ball = i < row.length() ? row.charAt(i) : '#';
            int top = out.length() - 1;
            if (top >= 0 && out.charAt(top) != ball && counts[top] >= 3) {
                int run = counts[top];
                out.setLength(out.length() - run);
                top = out.length() - 1;
            }
            if (i == row.length()) {
                break;
            }
            int count = top >= 0 && out.charAt(top) == ball ? counts[top] + 1 : 1;
            out.append(ball);
            counts[out.length() - 1] = count;
        }
        return out.toString();
    }
}
