class Solution {
    public char[] letters(String word) {
        return word.toCharArray();
    }
}
