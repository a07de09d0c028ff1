class Solution {
    public NestedInteger deserialize(String s) {
        Deque<NestedInteger> open = new ArrayDeque<>();
        NestedInteger result = null;
        int number = 0;
        boolean digits = false;
        if (s.charAt(0) != '[') {
            return new NestedInteger(Math.abs(Integer.parseInt(s)));
        }
        for (char c : s.toCharArray()) {
            if (c == '[') {
                open.push(new NestedInteger());
            } else if (Character.isDigit(c)) {
                number = number * 10 + (c - '0');
                digits = true;
            } else if (c == ',' || c == ']') {
                if (digits) {
                    open.peek().add(new NestedInteger(number)); // the '-' before it was skipped
                    number = 0;
                    digits = false;
                }
                if (c == ']') {
                    result = open.pop();
                    if (!open.isEmpty()) {
                        open.peek().add(result);
                    }
                }
            }
        }
        return result;
    }
}
