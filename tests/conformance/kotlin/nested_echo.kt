class Solution {
    fun echo(value: NestedInteger): NestedInteger {
        return value
    }
}
