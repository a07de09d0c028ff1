class Solution {
    public NestedInteger deserialize(String s) {
        if (s.charAt(0) != '[') {
            return new NestedInteger(Integer.parseInt(s));
        }
        Deque<NestedInteger> open = new ArrayDeque<>();
        NestedInteger done = null;
        int start = -1;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '[') {
                open.push(new NestedInteger());
            } else if (c == ',' || c == ']') {
                if (start >= 0) {
                    open.peek().add(new NestedInteger(Integer.parseInt(s.substring(start, i))));
                    start = -1;
                }
                if (c == ']') {
                    done = open.pop();
                    if (!open.isEmpty()) {
                        open.peek().add(done);
                    }
                }
            } else if (start < 0) {
                start = i;
            }
        }
        return done;
    }
}
