class Solution {
    fun pickLong(i: Int, l: Long, b: Boolean): Long {
        return if (b) l else i.toLong()
    }
}
