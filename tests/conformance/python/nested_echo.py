class Solution:
    def echo(self, value: NestedInteger) -> NestedInteger:
        return value
