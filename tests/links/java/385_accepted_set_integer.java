class Solution {
    public NestedInteger deserialize(String s) {
        // setInteger on a NestedInteger made empty, as some published solutions do.
        if (s.charAt(0) != '[') {
            NestedInteger single = new NestedInteger();
            single.setInteger(Integer.parseInt(s));
            return single;
        }
        Deque<NestedInteger> open = new ArrayDeque<>();
        open.push(new NestedInteger());
        int start = 1;
        for (int i = 1; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '[') {
                open.push(new NestedInteger());
                start = i + 1;
            } else if (c == ',' || c == ']') {
                if (i > start) {
                    open.peek().add(new NestedInteger(Integer.parseInt(s.substring(start, i))));
                }
                start = i + 1;
                if (c == ']' && open.size() > 1) {
                    NestedInteger inner = open.pop();
                    open.peek().add(inner);
                }
            }
        }
        return open.peek();
    }
}
