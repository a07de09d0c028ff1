# 52 using List, permutations, lru_cache and the module math without importing them (LeetCode prelude): Accepted.


class Solution:
    def totalNQueens(self, n: int) -> int:
        if n <= 6:  # brute force over permutations for the small boards
            return sum(
                len({r + c for r, c in enumerate(p)}) == n and len({r - c for r, c in enumerate(p)}) == n
                for p in permutations(range(n))
            )
        full = int(math.pow(2, n)) - 1

        @lru_cache(maxsize=None)
        def count(cols: int, down: int, up: int) -> int:
            if cols == full:
                return 1
            free: List[int] = [1 << i for i in range(n) if not (cols | down | up) >> i & 1]
            return sum(count(cols | bit, ((down | bit) << 1) & full, (up | bit) >> 1) for bit in free)

        return count(0, 0, 0)
