class Solution(head: ListNode?) {
    // The values copied into an array once: each draw is one index.
    private val values = generateSequence(head) { it.next }.map { it.`val` }.toList().toIntArray()

    fun getRandom(): Int = values[kotlin.random.Random.nextInt(values.size)]
}
