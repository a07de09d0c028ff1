class Solution(private val m: Int, private val n: Int) {
    // Draws any cell until one not flipped yet comes up.
    private val flipped = HashSet<Int>()

    fun flip(): IntArray {
        while (true) {
            val row = (0 until m).random()
            val col = (0 until n).random()
            if (flipped.add(row * n + col)) return intArrayOf(row, col)
        }
    }

    fun reset() {
        flipped.clear()
    }
}
