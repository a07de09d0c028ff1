"""Combination Sum II (LeetCode 40), TIME LIMIT EXCEEDED: every subset searched, the repeats dropped by a set.

Idea: sorted, start index, each entry once (recurse from i + 1), pruned when a candidate is
larger than what remains; equal numbers are not skipped, and each combination found goes into a
set of tuples (sorted, they come out in one order), so the answer is right. But the search walks
every subset of the entries whose sum stays within the target, not every distinct combination:
with a hundred 1s and target 30 that is every way to pick up to thirty of a hundred entries, more
than 10^25 paths, for the one answer [1] * 30. Skipping a repeat at the same depth visits 31.

Cost: exponential in the number of repeated entries.
"""

from typing import List


class Solution:
    def combinationSum2(self, candidates: List[int], target: int) -> List[List[int]]:
        candidates = sorted(candidates)
        found = set()
        path = []

        def search(start, remain):
            if remain == 0:
                found.add(tuple(path))
                return
            for i in range(start, len(candidates)):
                if candidates[i] > remain:
                    break
                path.append(candidates[i])
                search(i + 1, remain - candidates[i])
                path.pop()

        search(0, target)
        return [list(combination) for combination in found]
