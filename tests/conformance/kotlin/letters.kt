class Solution {
    fun letters(word: String): CharArray {
        return word.toCharArray()
    }
}
