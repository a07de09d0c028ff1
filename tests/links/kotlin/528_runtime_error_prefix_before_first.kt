class Solution(w: IntArray) {
    private val totals = IntArray(w.size)
    private val random = Random()

    init {
        // Adds the sum before index i from totals[i - 1], which for i = 0 is index -1.
        for (i in w.indices) {
            totals[i] = totals[i - 1] + w[i]
        }
    }

    fun pickIndex(): Int {
        val target = random.nextInt(totals.last()) + 1
        return totals.indexOfFirst { it >= target }
    }
}
