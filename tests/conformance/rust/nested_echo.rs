impl Solution {
    pub fn echo(value: NestedInteger) -> NestedInteger {
        value
    }
}
