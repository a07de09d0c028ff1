class Solution {
    fun joinStrings(board: String, hand: String): String {
        return board + hand
    }
}
