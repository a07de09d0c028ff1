class Solution {
    public NestedInteger echo(NestedInteger value) {
        return value;
    }
}
