class Solution:
    def deserialize(self, s: str) -> NestedInteger:
        stack, number, result = [], "", None
        if s[0] != "[":
            return NestedInteger(int(s.lstrip("-")))
        for char in s:
            if char == "[":
                stack.append(NestedInteger())
            elif char in ",]":
                if number:
                    stack[-1].add(NestedInteger(int(number)))
                    number = ""
                if char == "]":
                    result = stack.pop()
                    if stack:
                        stack[-1].add(result)
            elif char.isdigit():
                number += char
        return result
