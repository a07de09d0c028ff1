class Solution(m: Int, n: Int) {
    // The cells not flipped are 0 .. left-1 of a virtual array; moved holds the entries that differ
    // from their index. A flip draws one and moves the last unflipped cell into its place.
    private val m = m
    private val n = n
    private var left = m * n
    private val moved = HashMap<Int, Int>()
    private val random = Random()

    fun flip(): IntArray {
        left--
        val k = random.nextInt(left + 1)
        val cell = moved.getOrDefault(k, k)
        moved[k] = moved.getOrDefault(left, left)
        return intArrayOf(cell / n, cell % n)
    }

    fun reset() {
        left = m * n
        moved.clear()
    }

}

/**
 * Your Solution object will be instantiated and called as such:
 * var obj = Solution(m,n)
 * var param_1 = obj.flip()
 * obj.reset()
 */
