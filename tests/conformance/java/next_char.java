class Solution {
    public char nextChar(char c, boolean up) {
        return (char) (c + (up ? 1 : -1));
    }
}
