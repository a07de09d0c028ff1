class Solution:
    def deserialize(self, s: str) -> NestedInteger:
        at = 0

        def parse():
            nonlocal at
            if s[at] != "[":
                start = at
                while at < len(s) and s[at] not in ",]":
                    at += 1
                return NestedInteger(int(s[start:at]))
            at += 1
            result = NestedInteger()
            while s[at] != "]":
                result.add(parse())
                if s[at] == ",":
                    at += 1
            at += 1
            return result

        return parse()
