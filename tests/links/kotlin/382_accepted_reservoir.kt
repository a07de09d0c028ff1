/**
 * Example:
 * var li = ListNode(5)
 * var v = li.`val`
 * Definition for singly-linked list.
 * class ListNode(var `val`: Int) {
 *     var next: ListNode? = null
 * }
 */
class Solution(head: ListNode?) {
    // Reservoir sampling: the k-th node replaces the choice with probability 1/k.
    private val head = head
    private val random = Random()

    fun getRandom(): Int {
        var chosen = 0
        var seen = 0
        var node = head
        while (node != null) {
            seen++
            if (random.nextInt(seen) == 0) chosen = node.`val`
            node = node.next
        }
        return chosen
    }

}

/**
 * Your Solution object will be instantiated and called as such:
 * var obj = Solution(head)
 * var param_1 = obj.getRandom()
 */
