class Solution {
    fun deserialize(s: String): NestedInteger {
        // A list added to itself: no answer can be written.
        val result = NestedInteger()
        result.add(result)
        return result
    }
}
