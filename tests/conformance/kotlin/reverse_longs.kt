class Solution {
    fun reverseLongs(values: List<Long>): List<Long> {
        return values.reversed()
    }
}
