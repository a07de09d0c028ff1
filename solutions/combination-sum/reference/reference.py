"""Reference solution for LeetCode 39, "Combination Sum".

Idea: backtracking over the sorted candidates with a start index. A combination is built in
ascending order: after taking candidates[i] the search goes on from i (the same number may be
taken again) but never from an earlier index, so each multiset is produced exactly once. As the
candidates are sorted, the loop stops at the first candidate larger than what remains.

Cost: one step per partial combination whose sum stays within the target (a few thousand at
most when there are fewer than 150 answers); O(target / min(candidates)) memory besides the output.
"""

from typing import List


class Solution:
    def combinationSum(self, candidates: List[int], target: int) -> List[List[int]]:
        candidates = sorted(candidates)
        result: List[List[int]] = []
        path: List[int] = []

        def search(start: int, remain: int) -> None:
            if remain == 0:
                result.append(path[:])
                return
            for i in range(start, len(candidates)):
                if candidates[i] > remain:
                    break  # the rest are larger still
                path.append(candidates[i])
                search(i, remain - candidates[i])
                path.pop()

        search(0, target)
        return result
