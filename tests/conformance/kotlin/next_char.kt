class Solution {
    fun nextChar(c: Char, up: Boolean): Char {
        return if (up) c + 1 else c - 1
    }
}
