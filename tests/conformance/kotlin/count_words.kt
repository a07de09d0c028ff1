class Solution {
    fun countWords(groups: List<List<String>>): Int {
        return groups.sumOf { it.size }
    }
}
