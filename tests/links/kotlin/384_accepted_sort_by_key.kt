class Solution(private val nums: IntArray) {
    private val random = Random()

    fun reset(): IntArray = nums

    // Each item gets a random key, drawn once; the order of the keys is the shuffle.
    fun shuffle(): IntArray =
        nums.map { it to random.nextDouble() }.sortedBy { it.second }.map { it.first }.toIntArray()
}
