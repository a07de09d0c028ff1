class Solution: VersionControl() {
    override fun firstBadVersion(n: Int) : Int {
        for (version in 1 until n) {
            if (isBadVersion(version)) return version
        }
        return n
    }
}
