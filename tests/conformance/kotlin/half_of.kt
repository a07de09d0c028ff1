class Solution {
    fun halfOf(d: Double): Double {
        return d / 2
    }
}
