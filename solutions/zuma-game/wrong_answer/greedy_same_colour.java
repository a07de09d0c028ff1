// Mistake: a ball is only ever inserted next to a ball of its own colour; "RRWWRRBBRR" with "WB" needs a W between two Rs (2 balls).
class Solution {
    public int findMinStep(String board, String hand) {
        int[] counts = new int[26];
        for (char ball : hand.toCharArray()) {
            counts[ball - 'A']++;
        }
        int best = search(board, counts);
        return best == Integer.MAX_VALUE ? -1 : best;
    }

    private int search(String board, int[] counts) {
        if (board.isEmpty()) {
            return 0;
        }
        int best = Integer.MAX_VALUE;
        for (int i = 0; i < board.length(); ) {
            int j = i;
            while (j < board.length() && board.charAt(j) == board.charAt(i)) {
                j++;
            }
            // Complete the run from i to j with balls of its own colour.
            int ball = board.charAt(i) - 'A';
            int need = Math.max(0, 3 - (j - i));
            if (counts[ball] >= need) {
                counts[ball] -= need;
                int rest = search(collapse(board.substring(0, i) + board.substring(j)), counts);
                if (rest != Integer.MAX_VALUE) {
                    best = Math.min(best, need + rest);
                }
                counts[ball] += need;
            }
            i = j;
        }
        return best;
    }

    private String collapse(String board) {
        for (int i = 0; i < board.length(); ) {
            int j = i;
            while (j < board.length() && board.charAt(j) == board.charAt(i)) {
                j++;
            }
            if (j - i >= 3) {
                return collapse(board.substring(0, i) + board.substring(j));
            }
            i = j;
        }
        return board;
    }
}
