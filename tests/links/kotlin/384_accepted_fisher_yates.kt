class Solution(nums: IntArray) {
    private val original = nums.copyOf()
    private val random = Random()

    fun reset(): IntArray {
        return original.copyOf()
    }

    fun shuffle(): IntArray {
        // Fisher-Yates: position i takes one of the items not placed yet.
        val shuffled = original.copyOf()
        for (i in shuffled.size - 1 downTo 1) {
            val j = random.nextInt(i + 1)
            shuffled[i] = shuffled[j].also { shuffled[j] = shuffled[i] }
        }
        return shuffled
    }

}

/**
 * Your Solution object will be instantiated and called as such:
 * var obj = Solution(nums)
 * var param_1 = obj.reset()
 * var param_2 = obj.shuffle()
 */
