class Solution(w: IntArray) {
    // Prefix sums of the weights: a number drawn in 1..total falls in index i's span of them.
    private val totals = w.runningReduce { sum, weight -> sum + weight }.toIntArray()
    private val random = Random()

    fun pickIndex(): Int {
        val target = random.nextInt(totals.last()) + 1
        val found = totals.binarySearch(target)
        return if (found >= 0) found else -found - 1
    }

}

/**
 * Your Solution object will be instantiated and called as such:
 * var obj = Solution(w)
 * var param_1 = obj.pickIndex()
 */
