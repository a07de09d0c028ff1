# 52 relying on the prelude's two rules: module names (math, random, copy, datetime) are the modules, and
# builtins are never shadowed (pow takes 3 args, unlike math.pow): Accepted.


class Solution:
    def totalNQueens(self, n: int) -> int:
        table: List[int] = [0, 1, 0, 0, 2, 10, 4, 40, 92, 352]
        assert pow(3, 4, 5) == 1  # the builtin pow, not math.pow
        assert math.comb(4, 2) == 6 and copy.copy([1]) == [1]
        assert isinstance(random.Random(0), random.Random) and datetime.date(2024, 1, 1).year == 2024
        assert Counter("aab")["a"] == 2 and deque([1]).popleft() == 1 and bisect_left([1, 2], 2) == 1
        return table[n]
