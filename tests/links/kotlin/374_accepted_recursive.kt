class Solution : GuessGame() {
    override fun guessNumber(n: Int): Int = search(1L, n.toLong())

    // Long bounds: mid + 1 never overflows past 2^31 - 1.
    private tailrec fun search(low: Long, high: Long): Int {
        val mid = (low + (high - low) / 2).toInt()
        return when (guess(mid)) {
            0 -> mid
            -1 -> search(low, mid - 1L)
            else -> search(mid + 1L, high)
        }
    }
}
