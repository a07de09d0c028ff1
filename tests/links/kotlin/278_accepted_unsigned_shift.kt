class Solution : VersionControl() {
    override fun firstBadVersion(n: Int): Int {
        var lo = 1
        var hi = n
        var ans = n
        while (lo <= hi) {
            val mid = (lo + hi) ushr 1 // the sum read as unsigned: no overflow
            if (isBadVersion(mid)) {
                ans = mid
                hi = mid - 1
            } else {
                lo = mid + 1
            }
        }
        return ans
    }
}
