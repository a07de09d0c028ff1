class Solution {
    public String joinStrings(String board, String hand) {
        return board + hand;
    }
}
