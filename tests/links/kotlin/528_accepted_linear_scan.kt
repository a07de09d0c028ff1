class Solution(private val w: IntArray) {
    // Draws a number below the total and walks the weights until it is spent.
    private val total = w.sum()

    fun pickIndex(): Int {
        var left = kotlin.random.Random.nextInt(total)
        var i = 0
        while (left >= w[i]) {
            left -= w[i]
            i++
        }
        return i
    }
}
