class Solution {
    fun splitListToParts(head: ListNode?, k: Int): Array<ListNode?> {
        var length = 0
        var node = head
        while (node != null) {
            length++
            node = node.next
        }
        val size = length / k
        val extra = length % k
        val parts = arrayOfNulls<ListNode>(k)
        node = head
        for (part in 0 until k) {
            if (node == null) break
            parts[part] = node
            repeat(size + (if (part < extra) 1 else 0) - 1) { node = node!!.next }
            val next = node!!.next
            node!!.next = null
            node = next
        }
        return parts
    }
}
