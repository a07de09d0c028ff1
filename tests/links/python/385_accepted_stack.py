class Solution:
    def deserialize(self, s: str) -> NestedInteger:
        if s[0] != "[":
            return NestedInteger(int(s))
        stack, number = [], ""
        for char in s:
            if char == "[":
                stack.append(NestedInteger())
            elif char in ",]":
                if number:
                    stack[-1].add(NestedInteger(int(number)))
                    number = ""
                if char == "]" and len(stack) > 1:
                    done = stack.pop()
                    stack[-1].add(done)
            else:
                number += char
        return stack[0]
