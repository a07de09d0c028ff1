"""Reference solution for LeetCode 40, "Combination Sum II".

Idea: backtracking over the sorted candidates with a start index, as for 39, with two changes.
Each entry is taken at most once, so after taking candidates[i] the search goes on from i + 1.
And equal numbers must not start the same combination twice: at one depth of the search (one
choice of "the next number of the combination"), only the first of a run of equal candidates is
tried; the later copies are skipped (i > start and candidates[i] == candidates[i - 1]). They are
still reachable one level deeper, where the first copy has just been taken, so combinations that
use a number twice are not lost. Sorted, the loop stops at the first candidate larger than what
remains.

Cost: one step per distinct partial combination whose sum stays within the target (the answer
has at most a few thousand combinations, as the target is at most 30); O(target) memory besides
the output.
"""

from typing import List


class Solution:
    def combinationSum2(self, candidates: List[int], target: int) -> List[List[int]]:
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
                if i > start and candidates[i] == candidates[i - 1]:
                    continue  # this depth has tried this number already
                path.append(candidates[i])
                search(i + 1, remain - candidates[i])
                path.pop()

        search(0, target)
        return result
