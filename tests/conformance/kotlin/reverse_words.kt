class Solution {
    fun reverseWords(words: List<String>): List<String> {
        val reversed = mutableListOf<String>()
        for (i in words.indices.reversed()) {
            reversed.add(words[i])
        }
        return reversed
    }
}
