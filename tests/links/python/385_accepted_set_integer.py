class Solution:
    def deserialize(self, s: str) -> NestedInteger:
        # setInteger on a fresh NestedInteger, as some published solutions do.
        if s[0] != "[":
            single = NestedInteger()
            single.setInteger(int(s))
            return single
        stack = [NestedInteger()]
        start = 1
        for at in range(1, len(s)):
            char = s[at]
            if char == "[":
                stack.append(NestedInteger())
                start = at + 1
            elif char in ",]":
                if at > start:
                    stack[-1].add(NestedInteger(int(s[start:at])))
                start = at + 1
                if char == "]" and len(stack) > 1:
                    inner = stack.pop()
                    stack[-1].add(inner)
        return stack[0]
