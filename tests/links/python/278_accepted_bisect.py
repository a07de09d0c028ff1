class Solution:
    def firstBadVersion(self, n):
        return bisect.bisect_left(range(n + 1), True, key=isBadVersion)
