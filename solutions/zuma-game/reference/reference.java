/*
 * Reference solution for LeetCode 488, "Zuma Game", in Java.
 *
 * Idea: breadth first over (row, balls left in hand, sorted), so the first empty row is reached
 * with the fewest balls. Prunings that keep the best answer:
 * - a ball goes next to a ball of its own colour, at the left end of that group only (inside it
 *   gives the same row), or between two equal balls of another colour, splitting the pair so
 *   that each half may be completed later ("RRWWRRBBRR" with hand "WB" needs that);
 * - equal balls of the hand are tried once (the hand is kept sorted);
 * - a row is dropped when the hand cannot supply what its colours lack (three balls each):
 *   a colour with fewer than three in row and hand together, or more balls missing over all
 *   colours than the hand holds;
 * - the last ball of the hand can only empty the row by making a pair into three, so a hand of
 *   one ball is kept only if the row holds a pair of its colour, and only that move is tried.
 * Removals are worked out around the new ball only: before a move no group holds three, so
 * only the new ball's group can vanish, then the group its two neighbours form, and so on.
 *
 * Cost: the number of states reached, far below the blind search's move sequences; each is
 * expanded in O(len(hand) * len(row) * len(row)); O(states) memory.
 */
class Solution {
    public int findMinStep(String board, String hand) {
        char[] sorted = hand.toCharArray();
        Arrays.sort(sorted);
        String balls = new String(sorted);
        List<String[]> level = new ArrayList<>();
        level.add(new String[] {board, balls});
        Set<String> seen = new HashSet<>();
        seen.add(board + " " + balls);
        for (int step = 1; !level.isEmpty(); step++) {
            List<String[]> next = new ArrayList<>();
            for (String[] state : level) {
                String row = state[0];
                String left = state[1];
                for (int j = 0; j < left.length(); j++) {
                    char ball = left.charAt(j);
                    if (j > 0 && left.charAt(j - 1) == ball) {
                        continue; // the same colour as the ball just tried
                    }
                    String rest = left.substring(0, j) + left.substring(j + 1);
                    for (int i = 0; i < row.length(); i++) {
                        char here = row.charAt(i);
                        if (here == ball) {
                            if (i > 0 && row.charAt(i - 1) == ball) {
                                continue; // inside a group of its colour: the same row as at its left end
                            }
                            if (rest.isEmpty() && (i + 1 == row.length() || row.charAt(i + 1) != ball)) {
                                continue; // the last ball must make a pair into three
                            }
                        } else if (rest.isEmpty() || i == 0 || row.charAt(i - 1) != here) {
                            continue; // another colour only helps splitting a pair, and not as the last ball
                        }
                        String after = settle(row, i, ball);
                        if (after.isEmpty()) {
                            return step;
                        }
                        if (!rest.isEmpty() && !hopeless(after, rest) && seen.add(after + " " + rest)) {
                            next.add(new String[] {after, rest});
                        }
                    }
                }
            }
            level = next;
        }
        return -1;
    }

    // The row with `ball` put before position `at`, once the groups through it have vanished,
    // chains included.
    private static String settle(String row, int at, char ball) {
        int n = row.length() + 1;
        char[] r = new char[n];
        row.getChars(0, at, r, 0);
        r[at] = ball;
        row.getChars(at, row.length(), r, at + 1);
        int lo = at;
        int hi = at;
        while (lo > 0 && r[lo - 1] == ball) {
            lo--;
        }
        while (hi + 1 < n && r[hi + 1] == ball) {
            hi++;
        }
        if (hi - lo < 2) {
            return new String(r); // nothing vanishes
        }
        // r[lo..hi] vanishes; its two neighbours meet, and vanish too if their groups make three.
        while (lo > 0 && hi + 1 < n && r[lo - 1] == r[hi + 1]) {
            char colour = r[lo - 1];
            int from = lo - 1;
            int to = hi + 1;
            while (from > 0 && r[from - 1] == colour) {
                from--;
            }
            while (to + 1 < n && r[to + 1] == colour) {
                to++;
            }
            if ((lo - from) + (to - hi) < 3) {
                break;
            }
            lo = from;
            hi = to;
        }
        return new String(r, 0, lo) + new String(r, hi + 1, n - hi - 1);
    }

    // Whether the row can no longer be emptied with this hand: one ball left and no pair of its
    // colour, a colour short of three that the hand cannot make up, or more balls missing over
    // all colours than the hand holds.
    private static boolean hopeless(String row, String hand) {
        if (hand.length() == 1 && row.indexOf(hand + hand) < 0) {
            return true;
        }
        int[] onRow = new int[128];
        int[] inHand = new int[128];
        for (int i = 0; i < row.length(); i++) {
            onRow[row.charAt(i)]++;
        }
        for (int i = 0; i < hand.length(); i++) {
            inHand[hand.charAt(i)]++;
        }
        int needed = 0;
        for (int i = 0; i < row.length(); i++) {
            char colour = row.charAt(i);
            int missing = 3 - onRow[colour];
            onRow[colour] = 3; // each colour counted once
            if (missing > 0) {
                if (inHand[colour] < missing) {
                    return true;
                }
                needed += missing;
            }
        }
        return needed > hand.length();
    }
}
